/**
 * What a widget is: a controller over a host element. `parse` reads the server markup once,
 * `setup` wires imperative behaviour, `Component` renders the controls React owns. Types only.
 */
import type { ComponentType } from 'react';
import type { TrellisEventMap, TrellisEventName } from './events';
import type { PropCodecs } from './props';

export interface WidgetContext<P = unknown> {
  readonly tag: string;
  readonly host: HTMLElement;
  /** Aborts on disconnect: every listener, observer, timer and fetch registers with it. */
  readonly signal: AbortSignal;
  /** Current props from attributes. */
  readonly props: P;
  /** addEventListener bound to the connection's signal. */
  listen<K extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: K | (string & {}),
    handler: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  timeout(fn: () => void, ms: number): () => void;
  interval(fn: () => void, ms: number): () => void;
  /** Connects an observer for the life of the connection. */
  observe<O extends { disconnect(): void }>(observer: O): O;
  emit<K extends TrellisEventName>(
    type: K,
    detail: TrellisEventMap[K],
    options?: { cancelable?: boolean },
  ): boolean;
  warn(message: string, ...details: unknown[]): void;
  /** Reports an error once (console.warn + `trellis:error`) without stopping the page. */
  fail(error: unknown): void;
}

export interface WidgetProps<M, P> {
  model: M;
  props: P;
  ctx: WidgetContext<P>;
}

/** What a widget does with a host: read its markup, then add behaviour and controls. */
export interface WidgetImplementation<M, P = Record<string, never>> {
  /** Reads the server markup once. Throw `MarkupError` for missing required markup. */
  parse(host: HTMLElement, ctx: WidgetContext<P>): M;
  /** Imperative behaviour; everything it adds registers with `ctx.signal`. */
  setup?(model: M, ctx: WidgetContext<P>): void;
  /** The controls React owns; rendered into a container appended to the host. */
  Component?: ComponentType<WidgetProps<M, P>>;
  styles?: string;
}

export interface WidgetRegistration<P> {
  /** Custom element name; also the prefix of the widget's events and warnings. */
  tag: string;
  /** CMS markup upgraded without a wrapper element. */
  selector?: string;
  /** Whether `<tag>` is registered as a custom element (default true). */
  element?: boolean;
  props?: PropCodecs<P>;
  /**
   * When a host needs its widget. `'near-viewport'`: a host far below or above the visible area
   * waits, chunk and all, until it comes within a viewport height of it (see `whenNear`). A
   * function names the moment itself: it returns a promise that resolves when the host needs the
   * widget (meanwhile: no chunk, no parse, `data-trellis-deferred`), `'near-viewport'` to wait
   * as that does after work of its own at the connection, or nothing for at once. A host's
   * `data-trellis-defer="none"` or `="near-viewport"` overrides this.
   */
  defer?:
    | 'near-viewport'
    | ((host: HTMLElement, signal: AbortSignal) => Promise<void> | 'near-viewport' | void);
}

/**
 * A widget: its registration, and either its implementation or `load`, which fetches the
 * implementation in a chunk the first time a host is on the page (the entry keeps only tag,
 * selector and props).
 */
export type WidgetDefinition<M, P = Record<string, never>> = WidgetRegistration<P> &
  (
    | (WidgetImplementation<M, P> & { load?: undefined })
    | (Partial<WidgetImplementation<M, P>> & {
        load(): Promise<Partial<WidgetImplementation<M, P>>>;
      })
  );

/** A definition as the runtime keeps it, whatever its type parameters. */
export type Definition = WidgetRegistration<unknown> &
  Partial<WidgetImplementation<unknown, unknown>> & {
    load?: () => Promise<Partial<WidgetImplementation<unknown, unknown>>>;
  };
