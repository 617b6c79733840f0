/**
 * The selection's state and its effects on the server markup: the hidden value, the order of
 * the list items, the launcher's visibility, events and announcements. React renders only the
 * per-item controls (Selection.tsx) from `snapshot()`.
 */
import { formatPlural, t, type WidgetContext } from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import { canAddMore, mergeSelection, move, parseCardinality, serialize, splitToken } from './logic';
import type { EntityBrowserDom } from './parse';

export interface Item {
  /** Unique per item (tokens may repeat: the module does not de-duplicate). */
  key: string;
  token: string;
  label: string;
  node: HTMLElement;
  /** Where React renders this item's controls. */
  slot: HTMLElement;
  created: boolean;
}

export interface Picked {
  token: string;
  label: string;
}

export type ChangeReason = 'select' | 'move' | 'remove';

export interface Selection {
  subscribe(listener: () => void): () => void;
  snapshot(): readonly Item[];
  select(picked: Picked[]): void;
  move(key: string, to: number, options?: { announce?: boolean }): void;
  remove(key: string): void;
  /** Announces where an item ended up after a drag. */
  settle(key: string): void;
  readonly cardinality: number;
  readonly mode: string;
}

let counter = 0;

function slotFor(node: HTMLElement): HTMLElement {
  const slot = document.createElement('span');
  slot.className = 'entity-browser__controls';
  node.append(slot);
  return slot;
}

function itemNode(token: string, label: string, tag: string): HTMLElement {
  const li = document.createElement(tag);
  li.className = 'item-container';
  li.setAttribute('data-entity-id', token);
  const span = document.createElement('span');
  span.className = 'item-label';
  span.textContent = label;
  li.append(span);
  return li;
}

export function createSelection(dom: EntityBrowserDom, ctx: WidgetContext<unknown>): Selection {
  const cardinality = parseCardinality(dom.cardinality);
  const mode = dom.mode;
  const listItemTag = dom.list.tagName === 'UL' || dom.list.tagName === 'OL' ? 'li' : 'div';
  const listeners = new Set<() => void>();
  const launcherWasHidden = dom.browser?.hidden ?? false;
  const originalValue = dom.input.value;
  let items: Item[] = dom.items.map((server) => ({
    key: `eb${++counter}`,
    token: server.token,
    label: server.label,
    node: server.node,
    slot: slotFor(server.node),
    created: server.node.hasAttribute('data-trellis-item'),
  }));
  let empty: HTMLElement | null = null;

  const labelOf = (key: string) => items.find((i) => i.key === key)?.label ?? '';

  /** The DOM follows the state: item order, the empty notice, the launcher, the value. */
  function sync(changed = true): void {
    const focused = document.activeElement as HTMLElement | null;
    const hadFocus = focused && dom.list.contains(focused) ? focused : null;
    items.forEach((item, index) => {
      if (dom.list.children[index] !== item.node)
        dom.list.insertBefore(item.node, dom.list.children[index] ?? null);
    });
    const keep = new Set(items.map((i) => i.node));
    for (const child of [...dom.list.children])
      if (child.hasAttribute('data-entity-id') && !keep.has(child as HTMLElement)) child.remove();
    // Only after a change: at start-up nothing is added to the server's list.
    if (!items.length && !empty && changed) {
      // Another kind of element: the list says it is empty (the media helper clears on it).
      empty = document.createElement(listItemTag);
      empty.className = 'entities-list__empty';
      empty.textContent = t('No items selected.');
      dom.list.append(empty);
    } else if (items.length && empty) {
      empty.remove();
      empty = null;
    }
    if (dom.browser)
      dom.browser.hidden = launcherWasHidden || !canAddMore(items.length, mode, cardinality);
    // Moving a node blurs what was focused inside it; give focus back.
    if (hadFocus && hadFocus.isConnected && document.activeElement !== hadFocus) hadFocus.focus();
  }

  function commit(reason: ChangeReason): void {
    const tokens = items.map((i) => i.token);
    dom.input.value = serialize(tokens);
    sync();
    // Drupal's entity_browser listens for this on the hidden input (it re-renders the widget).
    dom.input.dispatchEvent(new Event('entity_browser_value_updated', { bubbles: true }));
    ctx.emit('entity-browser:change', { value: dom.input.value, tokens, reason });
    for (const listener of listeners) listener();
  }

  ctx.signal.addEventListener(
    'abort',
    () => {
      for (const item of items) {
        item.slot.remove();
        item.node.classList.remove('is-dragging');
      }
      if (dom.browser) dom.browser.hidden = launcherWasHidden;
      empty?.remove();
      listeners.clear();
      // The value and list stay as the editor left them; only a list we added goes.
      if (dom.listCreated && !dom.input.value && dom.input.value === originalValue)
        dom.list.remove();
    },
    { once: true },
  );

  sync(false);

  return {
    cardinality,
    mode,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => items,
    select(picked) {
      if (!picked.length && mode !== 'selection_edit') return;
      const unused = [...items];
      const added = picked.map((p): Item => {
        // Edit mode re-picks what was there: the same entity keeps its list item.
        const same = mode === 'selection_edit' ? unused.findIndex((i) => i.token === p.token) : -1;
        if (same >= 0) return unused.splice(same, 1)[0]!;
        const node = itemNode(p.token, p.label, listItemTag);
        return {
          key: `eb${++counter}`,
          token: p.token,
          label: p.label,
          node,
          slot: slotFor(node),
          created: true,
        };
      });
      const next = mergeSelection(items, added, mode, cardinality);
      const kept = new Set(next);
      // Items cut by the cardinality never reach the page.
      for (const item of added)
        if (!kept.has(item) && item.created && !item.node.isConnected) item.slot.remove();
      const fresh = added.filter((i) => kept.has(i) && !items.includes(i)).length;
      const dropped = added.length - added.filter((i) => kept.has(i)).length;
      items = next;
      commit('select');
      announce(
        [
          formatPlural(fresh, '1 item added.', '@count items added.'),
          dropped > 0
            ? formatPlural(
                cardinality,
                'The field holds at most 1 item.',
                'The field holds at most @count items.',
              )
            : '',
          formatPlural(items.length, '1 item selected.', '@count items selected.'),
        ]
          .filter(Boolean)
          .join(' '),
      );
    },
    move(key, to, options = { announce: true }) {
      const from = items.findIndex((i) => i.key === key);
      if (from < 0 || to === from || to < 0 || to >= items.length) return;
      items = move(items, from, to);
      commit('move');
      if (options.announce !== false) this.settle(key);
    },
    settle(key) {
      const index = items.findIndex((i) => i.key === key);
      if (index < 0) return;
      announce(
        t('@label moved to position @position of @total.', {
          '@label': labelOf(key),
          '@position': index + 1,
          '@total': items.length,
        }),
      );
    },
    remove(key) {
      const label = labelOf(key);
      const index = items.findIndex((i) => i.key === key);
      const hadFocus = dom.list.contains(document.activeElement);
      items = items.filter((i) => i.key !== key);
      commit('remove');
      announce(t('@label removed.', { '@label': label }));
      // Focus stays in the list: the next item's Remove, else the previous one's, else the launcher.
      if (!hadFocus) return;
      queueMicrotask(() => {
        const next = items[index] ?? items[index - 1];
        const target =
          next?.slot.querySelector<HTMLElement>('.entity-browser__remove') ??
          (dom.browser && !dom.browser.hidden
            ? dom.browser.querySelector<HTMLElement>('summary')
            : null);
        target?.focus();
      });
    },
  };
}

/** The entity type of a token, for callers that treat files apart (the media helper does). */
export const entityType = (token: string) => splitToken(token)?.type ?? '';
