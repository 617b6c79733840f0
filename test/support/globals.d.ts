// What tests read from the page's `window.Trellis` (the bundle's public API).
interface TrellisPageApi {
  version: string;
  build: string;
  stats(): { connections: number; roots: number; definitions: number };
  upgrade(root?: ParentNode): void;
  [name: string]: unknown;
}
interface Window {
  Trellis?: TrellisPageApi;
  /**
   * True once `target` has the attribute `ready` ('data-enhanced' by default) or the predicate
   * `ready` holds, false after `timeoutMs` (2 s by default). Installed by installEnhancedWait
   * and installLeakCounters (test/support/fixtures.ts).
   */
  __whenEnhanced<T extends Element>(
    target: T,
    ready?: string | ((target: T) => boolean),
    timeoutMs?: number,
  ): Promise<boolean>;
}
