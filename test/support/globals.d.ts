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
}
