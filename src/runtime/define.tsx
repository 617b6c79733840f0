/**
 * The one seam every widget mounts through. A widget is a controller over a host element:
 * `parse` reads the server markup once, `setup` wires imperative behaviour, `Component` renders
 * the controls React owns. Two ways reach the same mount: a custom element wrapping server
 * markup, and a selector upgrade for markup the themer cannot wrap.
 */
import type { ComponentType } from 'react';
import type * as RenderChunk from './render';
import { reportWidgetError, warn } from './errors';
import { emit, type TrellisEventMap, type TrellisEventName } from './events';
import { addStyles } from './styles';

/** Reads one attribute into a prop; a removed attribute yields the default again. */
export interface PropCodec<T> {
  attribute: string;
  parse(value: string | null): T;
}

export const attr = {
  string: (attribute: string, fallback = ''): PropCodec<string> => ({
    attribute,
    parse: (v) => v ?? fallback,
  }),
  number: (attribute: string, fallback: number): PropCodec<number> => ({
    attribute,
    parse: (v) => {
      const n = v === null || v.trim() === '' ? NaN : Number(v);
      return Number.isFinite(n) ? n : fallback;
    },
  }),
  boolean: (attribute: string): PropCodec<boolean> => ({
    attribute,
    parse: (v) => v !== null && v !== 'false',
  }),
  json: <T,>(attribute: string, fallback: T): PropCodec<T> => ({
    attribute,
    parse: (v) => {
      if (v === null) return fallback;
      try {
        return JSON.parse(v) as T;
      } catch {
        warn(attribute, `attribute ${attribute} is not valid JSON; default used.`);
        return fallback;
      }
    },
  }),
};

export type PropCodecs<P> = { [K in keyof P]: PropCodec<P[K]> };

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

interface WidgetRegistration<P> {
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
   * widget (meanwhile: no chunk, no parse, `data-trellis-deferred`), or nothing for at once. A
   * host's `data-trellis-defer="none"` or `="near-viewport"` overrides this.
   */
  defer?: 'near-viewport' | ((host: HTMLElement, signal: AbortSignal) => Promise<void> | void);
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

/** A definition as the runtime keeps it: the implementation folded in once loaded. */
type Definition = WidgetRegistration<unknown> &
  Partial<WidgetImplementation<unknown, unknown>> & {
    load?: () => Promise<Partial<WidgetImplementation<unknown, unknown>>>;
  };

interface Connection {
  def: Definition;
  host: HTMLElement;
  controller: AbortController;
  ctx: WidgetContext<unknown> & { props: unknown };
  model?: unknown;
  /** The React root, once the render chunk is there (`Component` widgets only). */
  root?: RenderChunk.Rendered;
  container?: HTMLElement;
}

const connections = new WeakMap<Element, Map<string, Connection>>();
const live = new Set<Connection>();
const definitions = new Map<string, Definition>();
const selectorDefs = new Set<Definition>();

function readProps<P>(host: HTMLElement, codecs: PropCodecs<P> | undefined): P {
  const props = {} as P;
  if (!codecs) return props;
  for (const key of Object.keys(codecs) as (keyof P)[]) {
    const codec = codecs[key];
    props[key] = codec.parse(host.getAttribute(codec.attribute));
  }
  return props;
}

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
    timeout(fn: () => void, ms: number) {
      const id = setTimeout(fn, ms);
      const clear = () => clearTimeout(id);
      signal.addEventListener('abort', clear, { once: true });
      return clear;
    },
    interval(fn: () => void, ms: number) {
      const id = setInterval(fn, ms);
      const clear = () => clearInterval(id);
      signal.addEventListener('abort', clear, { once: true });
      return clear;
    },
    observe<O extends { disconnect(): void }>(observer: O): O {
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
      Component: def.Component as ComponentType<WidgetProps<unknown, unknown>>,
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

const loading = new WeakMap<object, Promise<void>>();

/** Fetches a lazy widget's implementation once and folds it into the definition. */
function loadImplementation(def: Definition): Promise<void> {
  let promise = loading.get(def);
  if (!promise) {
    promise = def.load!().then(
      (impl) => {
        Object.assign(def, impl);
        if (impl.styles) addStyles(def.tag, impl.styles);
        def.load = undefined;
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
  if (!immediate && deferUntilNeeded(conn)) return;
  proceed(conn);
}

/** Loads the widget's chunk if it is lazy, then queues the mount. */
function proceed(conn: Connection): void {
  const { def, host, controller } = conn;
  if (def.load) {
    loadImplementation(def).then(
      () => {
        if (!controller.signal.aborted) scheduleMount(conn);
      },
      (error: unknown) => {
        reportWidgetError(def.tag, host, error);
        disconnect(host, def);
      },
    );
    return;
  }
  scheduleMount(conn);
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
const NEAR_MARGIN = '100% 0px';
const AUTO = { contentVisibilityAuto: true };
type Report = 'near' | 'far' | 'boxless';

interface NearWatch {
  elements: Element[];
  reports: Map<Element, Report>;
  resolve(): void;
  onFar?(): void;
}

let nearObserver: IntersectionObserver | undefined;
const watches = new Map<Element, Set<NearWatch>>();

/**
 * Resolves when one of `elements` comes within a viewport height of the visible area, or when
 * none of them has a box that a scroll could reveal (display: none, a closed dialog): those are
 * not waited for. A box inside a `content-visibility: auto` section the browser skips is far.
 * `onFar` runs once all of them have reported and the wait goes on. Never resolves once `signal`
 * aborts.
 */
export function whenNear(
  elements: Iterable<Element>,
  signal: AbortSignal,
  onFar?: () => void,
): Promise<void> {
  const list = [...new Set(elements)];
  if (!list.length || typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const watch: NearWatch = { elements: list, reports: new Map(), resolve, onFar };
    nearObserver ??= new IntersectionObserver(onNear, { rootMargin: NEAR_MARGIN });
    for (const el of list) {
      let set = watches.get(el);
      if (!set) watches.set(el, (set = new Set()));
      // The observer reports only changes: an element another wait already watches is observed
      // afresh, so this wait gets its first report too (the others see the same state again).
      else nearObserver.unobserve(el);
      nearObserver.observe(el);
      set.add(watch);
    }
    signal.addEventListener('abort', () => unwatch(watch), { once: true });
  });
}

function unwatch(watch: NearWatch): void {
  for (const el of watch.elements) {
    const set = watches.get(el);
    if (set?.delete(watch) && !set.size) {
      watches.delete(el);
      nearObserver?.unobserve(el);
    }
  }
}

function onNear(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    const el = entry.target;
    const box = entry.boundingClientRect;
    if (entry.isIntersecting) note(el, 'near');
    else if (box.width || box.height) note(el, 'far');
    else if (el.checkVisibility(AUTO)) note(el, 'boxless');
    // Not rendered: hidden (boxless), or inside a section content-visibility skips (far). The
    // plain checkVisibility() would tell, but it styles the whole skipped section first (15–20 ms
    // for the bench's 10,000-row table); the skipping section is found without that.
    else note(el, skippingSection(el) ? 'far' : 'boxless');
  }
}

const heardSections = new WeakSet<Element>();

/**
 * The `content-visibility: auto` section that skips `el`, if that is why it has no box. Checks
 * with `contentVisibilityAuto` stop at a skipped section without styling it. Once the section
 * renders its content, a host still unrendered in it is hidden: boxless.
 */
function skippingSection(el: Element): Element | null {
  let path = el;
  let section = el.parentElement;
  while (section && !section.checkVisibility(AUTO)) {
    path = section;
    section = section.parentElement;
  }
  if (!section || getComputedStyle(section).contentVisibility !== 'auto') return null;
  // A rendered child: the section renders its content, and `el` is hidden in it. Only the first
  // eight are asked: an on-screen section whose first eight children are all hidden makes a
  // hidden host in it wait as far until it shows (the exact answer costs the section's styling).
  let child = section.firstElementChild;
  for (let n = 0; child && n < 8; child = child.nextElementSibling, n++)
    if (child !== path && child.checkVisibility(AUTO)) return null;
  if (!heardSections.has(section)) {
    heardSections.add(section);
    section.addEventListener('contentvisibilityautostatechange', (event) => {
      if ((event as Event & { skipped?: boolean }).skipped) return;
      for (const watched of [...watches.keys()])
        if (section.contains(watched) && !watched.checkVisibility(AUTO)) note(watched, 'boxless');
    });
  }
  return section;
}

function note(el: Element, report: Report): void {
  const set = watches.get(el);
  if (!set) return;
  for (const watch of [...set]) {
    const hadAll = watch.reports.size === watch.elements.length;
    watch.reports.set(el, report);
    const reports = [...watch.reports.values()];
    const all = reports.length === watch.elements.length;
    if (report === 'near' || (all && !reports.includes('far'))) {
      unwatch(watch);
      watch.resolve();
    } else if (all && !hadAll) watch.onFar?.();
  }
}

/** The moment `conn`'s host asks to wait for, if any (`data-trellis-defer` overrides the widget). */
function deferral(conn: Connection): Promise<void> | void {
  const { host, def, controller } = conn;
  const asked = host.getAttribute('data-trellis-defer');
  const rule = asked === null ? def.defer : asked === 'near-viewport' ? asked : undefined;
  if (!rule) return;
  if (rule !== 'near-viewport') {
    const wait = rule(host, controller.signal);
    if (wait) host.setAttribute('data-trellis-deferred', '');
    return wait;
  }
  if (typeof IntersectionObserver !== 'function') return;
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

/*
 * Mounting in slices: a page with many hosts (or a lazy chunk that arrives for 50 of them) is
 * enhanced in tasks of at most SLICE_MS each, so enhancement never blocks input for long.
 * upgrade() still mounts synchronously: the AJAX adapter runs behaviours right after it.
 */
const SLICE_MS = 8;
const queue: Connection[] = [];
// The task that evaluates the bundle counts as a slice begun now: evaluation and registration
// already take most of one, so the custom elements it upgrades mount in the next task.
let sliceStart = performance.now();
let flushPosted = false;
let immediate = false;

function nextTask(fn: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?(fn: () => void): Promise<void> } })
    .scheduler;
  if (scheduler?.postTask) void scheduler.postTask(fn);
  else setTimeout(fn, 0);
}

nextTask(() => (sliceStart = -1));

function inSlice(): boolean {
  const now = performance.now();
  if (sliceStart < 0) {
    sliceStart = now;
    nextTask(() => (sliceStart = -1));
  }
  return now - sliceStart < SLICE_MS;
}

function scheduleMount(conn: Connection): void {
  if (immediate || (!queue.length && inSlice())) {
    mount(conn);
    return;
  }
  queue.push(conn);
  if (flushPosted) return;
  flushPosted = true;
  nextTask(flushMounts);
}

function flushMounts(): void {
  flushPosted = false;
  const start = performance.now();
  while (queue.length) {
    if (performance.now() - start >= SLICE_MS) {
      flushPosted = true;
      nextTask(flushMounts);
      return;
    }
    const conn = queue.shift()!;
    if (!conn.controller.signal.aborted) mount(conn);
  }
}

function mount(conn: Connection): void {
  const { def, host, ctx } = conn;
  try {
    conn.model = def.parse!(host, ctx);
    def.setup?.(conn.model, ctx);
    if (def.Component) {
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

function updateProps(host: HTMLElement, def: Definition): void {
  const conn = connections.get(host)?.get(def.tag);
  if (!conn || !def.props) return;
  conn.ctx.props = readProps(host, def.props);
  conn.root?.update();
}

/* ------------------------------------------------------------------------------------------- */
/* Upgrade: custom elements, and one shared observer for selector hosts, later inserts and moves */

let observer: MutationObserver | undefined;
let started = false;
const pending = new Set<HTMLElement>();
let flushQueued = false;

function matchesAny(el: Element): Definition[] {
  const found: Definition[] = [];
  for (const def of selectorDefs) if (def.selector && el.matches(def.selector)) found.push(def);
  return found;
}

/** All selector widgets' selectors as one list: one pass over a subtree instead of one each. */
let combinedSelector: string | undefined;
/** The same selectors split at their top-level commas, without repeats (see `upgradeTree`). */
let selectorParts: string[] | undefined;

/** Splits a selector list at the commas outside parentheses, brackets and strings. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

function upgradeTree(root: ParentNode): void {
  if (!selectorDefs.size) return;
  combinedSelector ??= [...selectorDefs].map((def) => def.selector).join(',');
  let hosts: HTMLElement[];
  if (root.nodeType === Node.DOCUMENT_NODE) {
    // Chromium answers a single selector whose last part names a class or a tag from a fast
    // scan, but checks a selector list element by element: on the 10,000-row bench page the
    // list took 85 ms, its parts one by one 25 ms. Small inserted subtrees use the list.
    selectorParts ??= [
      ...new Set([...selectorDefs].flatMap((d) => splitSelectorList(d.selector!))),
    ];
    const found = new Set<HTMLElement>();
    for (const part of selectorParts)
      for (const host of root.querySelectorAll<HTMLElement>(part)) found.add(host);
    hosts = [...found].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  } else {
    hosts = [...root.querySelectorAll<HTMLElement>(combinedSelector)];
    if (root instanceof HTMLElement && root.matches(combinedSelector)) hosts.unshift(root);
  }
  for (const host of hosts) for (const def of matchesAny(host)) connect(host, def);
}

/** Disconnects hosts that have left the document (after moves have settled). */
function sweep(): void {
  for (const conn of [...live]) {
    if (!conn.host.isConnected) disconnect(conn.host, conn.def);
  }
}

function queueSweep(): void {
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(() => {
    flushQueued = false;
    sweep();
    for (const host of pending) {
      pending.delete(host);
      if (!host.isConnected) continue;
      const def = definitions.get(host.localName);
      if (def) connect(host, def);
    }
  });
}

function observedAttributes(): string[] {
  const names = new Set<string>();
  for (const def of selectorDefs) {
    for (const codec of Object.values(def.props ?? {}) as PropCodec<unknown>[])
      names.add(codec.attribute);
  }
  return [...names];
}

function onMutations(records: MutationRecord[]): void {
  let removed = false;
  for (const record of records) {
    if (record.type === 'attributes') {
      const host = record.target as HTMLElement;
      for (const def of matchesAny(host)) updateProps(host, def);
      continue;
    }
    if (record.removedNodes.length) removed = true;
    for (const node of record.addedNodes) if (node instanceof HTMLElement) upgradeTree(node);
  }
  if (removed) queueSweep();
}

function observe(): void {
  observer ??= new MutationObserver(onMutations);
  const attributeFilter = observedAttributes();
  observer.observe(document.documentElement, {
    childList: true,
    subtree: true,
    ...(attributeFilter.length ? { attributes: true, attributeFilter } : {}),
  });
}

function defineElement(def: Definition): void {
  const existing = customElements.get(def.tag);
  if (existing) {
    warn(def.tag, 'is already defined (is the bundle loaded twice?); this copy leaves it alone.');
    return;
  }
  const codecs = Object.values(def.props ?? {}) as PropCodec<unknown>[];
  customElements.define(
    def.tag,
    class extends HTMLElement {
      static observedAttributes = codecs.map((c) => c.attribute);
      connectedCallback() {
        // Children appended in the same task are there by the microtask.
        pending.add(this);
        queueSweep();
      }
      disconnectedCallback() {
        queueSweep();
      }
      attributeChangedCallback() {
        updateProps(this, def);
      }
    },
  );
}

/** One bad selector would break the shared query for every widget, so it is refused up front. */
function validSelector(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** Registers a widget. Safe to call before or after `start()`. */
export function defineWidget<M, P = Record<string, never>>(
  definition: WidgetDefinition<M, P>,
): void {
  const def = definition as unknown as Definition;
  if (definitions.has(def.tag)) {
    warn(def.tag, 'is defined twice; the second definition is ignored.');
    return;
  }
  if (def.selector && !validSelector(def.selector)) {
    warn(
      def.tag,
      `selector ${JSON.stringify(def.selector)} is not valid CSS; the widget is not defined.`,
    );
    return;
  }
  definitions.set(def.tag, def);
  if (def.styles) addStyles(def.tag, def.styles);
  if (def.selector) {
    selectorDefs.add(def);
    combinedSelector = selectorParts = undefined;
  }
  if (def.element !== false) defineElement(def);
  if (started) {
    if (def.selector) {
      observe();
      upgradeTree(document);
    }
  }
}

/** Upgrades everything on the page and watches for later inserts and removals. */
export function start(): void {
  if (started) return;
  started = true;
  observe();
  // The first scan gets a task of its own: evaluating the bundle is one already, and the scan
  // parses every widget's styles and starts the lazy chunks' requests (about 40 ms together on
  // the bench's 1,000-row page). Hosts inserted meanwhile are seen by the observer.
  nextTask(() => upgradeTree(document));
}

/** Synchronously enhances a subtree (the AJAX adapter calls this before running behaviours). */
export function upgrade(root: ParentNode = document): void {
  const outer = immediate;
  immediate = true;
  try {
    upgradeTree(root);
    const tags = [...definitions.keys()].join(',');
    if (!tags) return;
    const hosts = [...root.querySelectorAll<HTMLElement>(tags)];
    // The root itself may be a widget's custom element (an AJAX insert of one element).
    if (root instanceof HTMLElement && root.matches(tags)) hosts.unshift(root);
    for (const el of hosts) {
      const def = definitions.get(el.localName);
      if (def && def.element !== false && el.isConnected) connect(el, def);
    }
  } finally {
    immediate = outer;
  }
}

/**
 * Runs `removal`, a change that only takes nodes out of the page, without the shared observer
 * making a record of each node: one record per row made taking 10,000 rows out of a table cost
 * 130–200 ms instead of 30–85 (a test page, no other observer). Hosts it took out are torn down
 * by the sweep that follows.
 */
export function removeUnobserved(removal: () => void): void {
  if (!observer) return removal();
  onMutations(observer.takeRecords());
  observer.disconnect();
  try {
    removal();
  } finally {
    observe();
    queueSweep();
  }
}

/** Tears down every widget inside `root` (before AJAX removes or replaces it). */
export function teardown(root: Element): void {
  for (const conn of [...live]) {
    if (root === conn.host || root.contains(conn.host)) disconnect(conn.host, conn.def);
  }
}

/** The connection's API for a host, for tests and host pages. */
export function instancesOf(host: Element): string[] {
  return [...(connections.get(host)?.keys() ?? [])];
}

/** Live counts, so leak tests can prove teardown is complete. */
export function stats(): { connections: number; roots: number; definitions: number } {
  let roots = 0;
  for (const conn of live) if (conn.root) roots++;
  return { connections: live.size, roots, definitions: definitions.size };
}
