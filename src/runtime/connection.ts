/**
 * A connection: one widget mounted on one host. Created when a host is found, it waits for
 * the host's deferral and the widget's chunk, mounts in a slice (parse, setup, render), follows
 * attribute changes, and on disconnect aborts everything the widget registered.
 */
import type * as RenderChunk from './render';
import { reportWidgetError, warn } from './errors';
import { emit, type TrellisEventName } from './events';
import { whenNear } from './near';
import { readProps } from './props';
import { isImmediate, scheduleMount } from './scheduler';
import { addStyles } from './styles';
import type { Definition, WidgetContext, WidgetImplementation, WidgetProps } from './widget';
import type { ComponentType } from 'react';

type Implementation = Partial<WidgetImplementation<unknown, unknown>>;

interface Connection {
  def: Definition;
  host: HTMLElement;
  controller: AbortController;
  ctx: WidgetContext<unknown> & { props: unknown };
  /** What the widget does, once its chunk is here (the definition itself for an eager one). */
  impl?: Implementation;
  model?: unknown;
  /** The React root, once the render chunk is there (`Component` widgets only). */
  root?: RenderChunk.Rendered;
  container?: HTMLElement;
}

const connections = new WeakMap<Element, Map<string, Connection>>();
/** Every live connection, for the sweep of hosts that left the page and for `stats()`. */
export const live = new Set<Connection>();

function makeContext(def: Definition, host: HTMLElement, signal: AbortSignal) {
  const ctx = {
    tag: def.tag,
    host,
    signal,
    props: readProps(host, def.props),
    listen(
      target: EventTarget,
      type: string,
      handler: (e: Event) => void,
      options?: AddEventListenerOptions,
    ) {
      target.addEventListener(type, handler as EventListener, { ...options, signal });
    },
    // A connection already gone registers nothing: React may run a first effect as the root
    // unmounts, after the abort that would have undone what the effect starts.
    timeout(fn: () => void, ms: number) {
      if (signal.aborted) return () => {};
      const id = setTimeout(fn, ms);
      const clear = () => clearTimeout(id);
      signal.addEventListener('abort', clear, { once: true });
      return clear;
    },
    interval(fn: () => void, ms: number) {
      if (signal.aborted) return () => {};
      const id = setInterval(fn, ms);
      const clear = () => clearInterval(id);
      signal.addEventListener('abort', clear, { once: true });
      return clear;
    },
    observe<O extends { disconnect(): void }>(observer: O): O {
      // After the caller's own observe(target) call, which comes right after this one.
      if (signal.aborted) queueMicrotask(() => observer.disconnect());
      signal.addEventListener('abort', () => observer.disconnect(), { once: true });
      return observer;
    },
    emit(type: TrellisEventName, detail: never, options?: { cancelable?: boolean }) {
      return emit(host, type, detail, options);
    },
    warn(message: string, ...details: unknown[]) {
      warn(def.tag, message, ...details);
    },
    fail(error: unknown) {
      reportWidgetError(def.tag, host, error);
    },
  };
  return ctx as unknown as Connection['ctx'];
}

/**
 * A render or effect error leaves the tree empty while setup's changes stay (hidden links,
 * moved content): the widget is reported, then taken down, so its undo gives the server markup
 * back as the warning says. After React's commit, not inside it.
 */
function failRender(conn: Connection, error: unknown): void {
  conn.ctx.fail(error);
  queueMicrotask(() => disconnect(conn.host, conn.def));
}

/** The React half of the seam, fetched once, the first time a `Component` widget mounts. */
let renderChunk: Promise<typeof RenderChunk> | undefined;
let renderer: typeof RenderChunk | undefined;

function render(conn: Connection): void {
  const { def, host, ctx, controller } = conn;
  const now = (chunk: typeof RenderChunk) => {
    renderer = chunk;
    if (controller.signal.aborted || conn.root) return;
    conn.root = chunk.renderWidget({
      Component: conn.impl!.Component as ComponentType<WidgetProps<unknown, unknown>>,
      host,
      container: conn.container!,
      model: conn.model,
      ctx,
      fail: (error) => failRender(conn, error),
    });
  };
  // Once it is here, synchronously: upgrade() promises the AJAX adapter a mounted widget.
  if (renderer) return now(renderer);
  renderChunk ??= import('./render');
  renderChunk.then(now, (error: unknown) => {
    // Forgotten, so that the next widget asks again.
    renderChunk = undefined;
    if (controller.signal.aborted) return;
    reportWidgetError(def.tag, host, error);
    disconnect(host, def);
  });
}

/**
 * Appends to `host` the box that nodes of a widget's own go in (a React root, a backdrop): a
 * custom element tag nobody defines, as an inline box with no layout of its own.
 */
export function appendContainer(host: HTMLElement): HTMLElement {
  const container = host.appendChild(document.createElement('trellis-root'));
  container.style.display = 'contents';
  return container;
}

const loaded = new WeakMap<Definition, Implementation>();
const loading = new WeakMap<Definition, Promise<Implementation>>();

/**
 * A lazy widget's implementation, fetched once: the definition's own parts with the chunk's
 * over them. The definition stays as registered.
 */
function loadImplementation(def: Definition): Promise<Implementation> {
  let promise = loading.get(def);
  if (!promise) {
    promise = def.load!().then(
      (impl) => {
        const full = { ...def, ...impl };
        loaded.set(def, full);
        // Beside the definition's own sheet (the entry's), which is added under the tag.
        if (impl.styles) addStyles(`${def.tag}:impl`, impl.styles);
        return full;
      },
      (error: unknown) => {
        // Forgotten, so that the next host asks again (a network blip is not for the visit).
        loading.delete(def);
        throw error;
      },
    );
    loading.set(def, promise);
  }
  return promise;
}

/** Mounts `def` on `host` once; a second call is a no-op. */
export function connect(host: HTMLElement, def: Definition): void {
  let byTag = connections.get(host);
  if (byTag?.has(def.tag)) return;
  if (host.hasAttribute('data-trellis-error')) return;
  if (!byTag) connections.set(host, (byTag = new Map()));
  const controller = new AbortController();
  const ctx = makeContext(def, host, controller.signal);
  const conn: Connection = { def, host, controller, ctx };
  byTag.set(def.tag, conn);
  live.add(conn);
  if (!isImmediate() && deferUntilNeeded(conn)) return;
  proceed(conn);
}

/** Loads the widget's chunk if it is lazy, then queues the mount. */
function proceed(conn: Connection): void {
  const { def, host, controller } = conn;
  const impl = def.load ? loaded.get(def) : def;
  if (!impl) {
    loadImplementation(def).then(
      (impl) => {
        conn.impl = impl;
        if (!controller.signal.aborted) scheduleMount(() => mount(conn), controller.signal);
      },
      (error: unknown) => {
        reportWidgetError(def.tag, host, error);
        disconnect(host, def);
      },
    );
    return;
  }
  conn.impl = impl;
  scheduleMount(() => mount(conn), controller.signal);
}

/*
 * Hosts that need nothing yet. A long page's FAQ or table far below the fold costs a visitor who
 * never scrolls there its chunk, its parse and the restyle of its enhanced markup. A host that
 * asks for it (its widget's `defer`, or its own `data-trellis-defer`) waits until it comes within
 * one viewport height of the visible area, so it is enhanced a screen before the visitor reaches
 * it. A widget can also name its own moment (a modal: when one of its buttons comes near; a
 * mobile menu: when the viewport narrows). upgrade() never defers: the AJAX adapter runs
 * behaviours on what it inserts right after it.
 */
/** The moment `conn`'s host asks to wait for, if any (`data-trellis-defer` overrides the widget). */
function deferral(conn: Connection): Promise<void> | void {
  const { host, def, controller } = conn;
  const asked = host.getAttribute('data-trellis-defer');
  let rule = asked === null ? def.defer : asked === 'near-viewport' ? asked : undefined;
  if (typeof rule === 'function') {
    const wait = rule(host, controller.signal);
    if (wait !== 'near-viewport') {
      if (wait) host.setAttribute('data-trellis-deferred', '');
      return wait;
    }
    rule = wait;
  }
  if (!rule || typeof IntersectionObserver !== 'function') return;
  return whenNear([host], controller.signal, () => host.setAttribute('data-trellis-deferred', ''));
}

function deferUntilNeeded(conn: Connection): boolean {
  const wait = deferral(conn);
  if (!wait) return false;
  const { host, def, controller } = conn;
  wait.then(
    () => {
      if (controller.signal.aborted) return;
      host.removeAttribute('data-trellis-deferred');
      proceed(conn);
    },
    (error: unknown) => {
      reportWidgetError(def.tag, host, error);
      disconnect(host, def);
    },
  );
  controller.signal.addEventListener('abort', () => host.removeAttribute('data-trellis-deferred'), {
    once: true,
  });
  return true;
}

function mount(conn: Connection): void {
  const { def, host, ctx, impl } = conn;
  try {
    conn.model = impl!.parse!(host, ctx);
    impl!.setup?.(conn.model, ctx);
    if (impl!.Component) {
      conn.container = appendContainer(host);
      render(conn);
    } else {
      host.setAttribute('data-enhanced', '');
    }
  } catch (error) {
    reportWidgetError(def.tag, host, error);
    disconnect(host, def);
  }
}

/** Takes `def` off `host`: aborts what it registered, unmounts its root, removes its box. */
export function disconnect(host: HTMLElement, def: Definition): void {
  const byTag = connections.get(host);
  const conn = byTag?.get(def.tag);
  if (!conn) return;
  byTag!.delete(def.tag);
  live.delete(conn);
  conn.controller.abort();
  try {
    conn.root?.unmount();
  } catch (error) {
    warn(def.tag, 'unmount failed', error);
  }
  conn.container?.remove();
  if (!byTag!.size) host.removeAttribute('data-enhanced');
}

/** Reads the props again after an attribute changed, and lets the component know. */
export function updateProps(host: HTMLElement, def: Definition): void {
  const conn = connections.get(host)?.get(def.tag);
  if (!conn || !def.props) return;
  conn.ctx.props = readProps(host, def.props);
  conn.root?.update();
}

/** The tags of the widgets mounted on `host`. */
export function instancesOf(host: Element): string[] {
  return [...(connections.get(host)?.keys() ?? [])];
}
