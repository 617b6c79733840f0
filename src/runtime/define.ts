/**
 * The registry and the upgrade: `defineWidget` registers a widget as a custom element and/or a
 * selector upgrade, and one shared MutationObserver connects the hosts that arrive later,
 * follows their attributes and disconnects the hosts that leave. Two ways reach the same mount:
 * a custom element wrapping server markup, and a selector upgrade for markup the themer cannot
 * wrap.
 */
import { connect, disconnect, live, updateProps } from './connection';
import { warn } from './errors';
import type { PropCodec } from './props';
import { nextTask, synchronously } from './scheduler';
import { addStyles } from './styles';
import type { Definition, WidgetDefinition } from './widget';

export { attr, type PropCodec, type PropCodecs } from './props';
export type { WidgetContext, WidgetDefinition, WidgetImplementation, WidgetProps } from './widget';
export { appendContainer, connect, disconnect, instancesOf } from './connection';
export { whenNear } from './near';

const definitions = new Map<string, Definition>();
const selectorDefs = new Set<Definition>();

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
/** The same selectors split at their top-level commas, each with the widgets it selects for. */
let selectorParts: Map<string, Definition[]> | undefined;

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
  if (root.nodeType === Node.DOCUMENT_NODE) return upgradeDocument(root as Document);
  combinedSelector ??= [...selectorDefs].map((def) => def.selector).join(',');
  const hosts = [...root.querySelectorAll<HTMLElement>(combinedSelector)];
  if (root instanceof HTMLElement && root.matches(combinedSelector)) hosts.unshift(root);
  for (const host of hosts) for (const def of matchesAny(host)) connect(host, def);
}

/**
 * Chromium answers a single selector whose last part names a class or a tag from a fast scan,
 * but checks a selector list element by element: on a large page the parts one by one are
 * several times faster than the list (small inserted subtrees use the list). The part that found
 * a host also names its widgets, so no host is matched against every widget's selector.
 */
function upgradeDocument(doc: Document): void {
  if (!selectorParts) {
    selectorParts = new Map();
    for (const def of selectorDefs)
      for (const part of splitSelectorList(def.selector!))
        selectorParts.set(part, [...(selectorParts.get(part) ?? []), def]);
  }
  const found = new Map<HTMLElement, Definition[]>();
  for (const [part, defs] of selectorParts)
    for (const host of doc.querySelectorAll<HTMLElement>(part))
      found.set(host, [...(found.get(host) ?? []), ...defs]);
  const inOrder = [...found.keys()].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  // Each widget once, in the order they were defined (as `matchesAny` gives them).
  for (const host of inOrder)
    for (const def of selectorDefs) if (found.get(host)!.includes(def)) connect(host, def);
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
  // parses every widget's styles and starts the lazy chunks' requests; together they would make
  // a long task. Hosts inserted meanwhile are seen by the observer.
  nextTask(() => upgradeTree(document));
}

/** Synchronously enhances a subtree (the AJAX adapter calls this before running behaviours). */
export function upgrade(root: ParentNode = document): void {
  synchronously(() => {
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
  });
}

/**
 * Runs `removal`, a change that only takes nodes out of the page, without the shared observer
 * making a record of each node: a record per row more than doubles the cost of taking a large
 * table's rows out. Hosts it took out are torn down by the sweep that follows.
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

/** Live counts, so leak tests can prove teardown is complete. */
export function stats(): { connections: number; roots: number; definitions: number } {
  let roots = 0;
  for (const conn of live) if (conn.root) roots++;
  return { connections: live.size, roots, definitions: definitions.size };
}
