/**
 * The entity browser's selection on its server nodes: the state and what each change writes
 * (the hidden value, the order of the list items, the launcher, events and announcements).
 * React renders only the per-item controls, from `snapshot()`.
 */
import { useLayoutEffect, useState } from 'react';
import { announce } from '../../src/runtime/announce';
import { formatPlural, t } from '../../src/runtime/t';
import type { WidgetContext } from '../../src/runtime/widget';
import {
  canAddMore,
  mergeSelection,
  move,
  parseCardinality,
  serialize,
  type Picked,
} from './logic';
import type { EntityBrowserModel } from './parse';

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

export type ChangeReason = 'select' | 'move' | 'remove';

let counter = 0;

function makeSlot(): HTMLElement {
  const slot = document.createElement('span');
  slot.className = 'entity-browser__controls';
  return slot;
}

/** A list item of the widget's own; `missing` marks one the value named and the server did not list. */
function itemNode(token: string, label: string, tag: string, missing = false): HTMLElement {
  const li = document.createElement(tag);
  li.className = 'item-container';
  li.setAttribute('data-entity-id', token);
  if (missing) li.setAttribute('data-trellis-item', '');
  const span = document.createElement('span');
  span.className = 'item-label';
  span.textContent = label;
  li.append(span);
  return li;
}

/** The selection's state; each change writes the server markup, then tells the controls. */
export class Selection {
  readonly cardinality: number;
  readonly mode: string;
  private items: Item[];
  private empty: HTMLElement | null = null;
  private readonly listeners = new Set<() => void>();
  /** The server's list, or one of the widget's own where it rendered none. */
  private readonly list: HTMLElement;
  private readonly listCreated: boolean;
  private readonly listItemTag: string;
  /** As the server sent them, for teardown. */
  private readonly launcherWasHidden: boolean;
  private readonly originalValue: string;

  constructor(
    private readonly model: EntityBrowserModel,
    private readonly ctx: WidgetContext<unknown>,
  ) {
    this.cardinality = parseCardinality(model.cardinality);
    this.mode = model.mode;
    this.listCreated = !model.list;
    this.list =
      model.list ?? Object.assign(document.createElement('ul'), { className: 'entities-list' });
    this.listItemTag = this.list.tagName === 'UL' || this.list.tagName === 'OL' ? 'li' : 'div';
    this.launcherWasHidden = model.browser?.hidden ?? false;
    this.originalValue = model.input.value;
    // An entity the value names with no server item gets one, labelled by its token.
    this.items = model.items.map(({ token, label, node }) => ({
      key: `eb${++counter}`,
      token,
      label,
      node: node ?? itemNode(token, label, this.listItemTag, true),
      slot: makeSlot(),
      created: !node || node.hasAttribute('data-trellis-item'),
    }));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): readonly Item[] => this.items;

  /**
   * Puts the list (where the server rendered none), the items the server did not list and the
   * controls' slots in place, and the launcher in its state; returns the undo.
   */
  attach(): () => void {
    const { list, listCreated } = this;
    if (listCreated) this.model.input.after(list);
    for (const item of this.items) item.node.append(item.slot);
    this.sync(false);
    return () => {
      const { browser, input } = this.model;
      for (const item of this.items) {
        item.slot.remove();
        item.node.classList.remove('is-dragging');
      }
      if (browser) browser.hidden = this.launcherWasHidden;
      this.empty?.remove();
      this.empty = null;
      // The value and list stay as the editor left them (the items the value names, too, for the
      // next mount to find); only a list we added, still empty, goes.
      if (listCreated && !input.value && input.value === this.originalValue) list.remove();
    };
  }

  select(picked: Picked[]): void {
    const { mode, cardinality } = this;
    if (!picked.length && mode !== 'selection_edit') return;
    const unused = [...this.items];
    const added = picked.map((p): Item => {
      // Edit mode re-picks what was there: the same entity keeps its list item.
      const same = mode === 'selection_edit' ? unused.findIndex((i) => i.token === p.token) : -1;
      if (same >= 0) return unused.splice(same, 1)[0]!;
      const node = itemNode(p.token, p.label, this.listItemTag);
      const slot = node.appendChild(makeSlot());
      return { key: `eb${++counter}`, token: p.token, label: p.label, node, slot, created: true };
    });
    const next = mergeSelection(this.items, added, mode, cardinality);
    const kept = new Set(next);
    // Items cut by the cardinality never reach the page.
    for (const item of added)
      if (!kept.has(item) && item.created && !item.node.isConnected) item.slot.remove();
    const fresh = added.filter((i) => kept.has(i) && !this.items.includes(i)).length;
    const dropped = added.length - added.filter((i) => kept.has(i)).length;
    this.items = next;
    this.commit('select');
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
        formatPlural(next.length, '1 item selected.', '@count items selected.'),
      ]
        .filter(Boolean)
        .join(' '),
    );
  }

  move(key: string, to: number, options = { announce: true }): void {
    const from = this.items.findIndex((i) => i.key === key);
    if (from < 0 || to === from || to < 0 || to >= this.items.length) return;
    this.items = move(this.items, from, to);
    this.commit('move');
    if (options.announce !== false) this.settle(key);
  }

  /** Announces where an item ended up after a drag. */
  settle(key: string): void {
    const index = this.items.findIndex((i) => i.key === key);
    if (index < 0) return;
    announce(
      t('@label moved to position @position of @total.', {
        '@label': this.items[index]!.label,
        '@position': index + 1,
        '@total': this.items.length,
      }),
    );
  }

  remove(key: string): void {
    const { list } = this;
    const { browser } = this.model;
    const index = this.items.findIndex((i) => i.key === key);
    if (index < 0) return;
    const { label } = this.items[index]!;
    const hadFocus = list.contains(document.activeElement);
    this.items = this.items.filter((i) => i.key !== key);
    this.commit('remove');
    announce(t('@label removed.', { '@label': label }));
    // Focus stays in the list: the next item's Remove, else the previous one's, else the launcher.
    if (!hadFocus) return;
    queueMicrotask(() => {
      const next = this.items[index] ?? this.items[index - 1];
      const target =
        next?.slot.querySelector<HTMLElement>('.entity-browser__remove') ??
        (browser && !browser.hidden ? browser.querySelector<HTMLElement>('summary') : null);
      target?.focus();
    });
  }

  private commit(reason: ChangeReason): void {
    const { input } = this.model;
    const tokens = this.items.map((i) => i.token);
    input.value = serialize(tokens);
    this.sync();
    // Drupal's entity_browser listens for this on the hidden input (it re-renders the widget).
    input.dispatchEvent(new Event('entity_browser_value_updated', { bubbles: true }));
    this.ctx.emit('entity-browser:change', { value: input.value, tokens, reason });
    for (const listener of this.listeners) listener();
  }

  /** The DOM follows the state: item order, the empty notice, the launcher. */
  private sync(changed = true): void {
    const { list } = this;
    const { browser } = this.model;
    const { items } = this;
    const focused = document.activeElement as HTMLElement | null;
    const hadFocus = focused && list.contains(focused) ? focused : null;
    items.forEach((item, index) => {
      if (list.children[index] !== item.node)
        list.insertBefore(item.node, list.children[index] ?? null);
    });
    const keep = new Set(items.map((i) => i.node));
    for (const child of [...list.children])
      if (child.hasAttribute('data-entity-id') && !keep.has(child as HTMLElement)) child.remove();
    // Only after a change: at start-up nothing is added to the server's list.
    if (!items.length && !this.empty && changed) {
      // Another kind of element: the list says it is empty (the media helper clears on it).
      this.empty = document.createElement(this.listItemTag);
      this.empty.className = 'entities-list__empty';
      this.empty.textContent = t('No items selected.');
      list.append(this.empty);
    } else if (items.length && this.empty) {
      this.empty.remove();
      this.empty = null;
    }
    if (browser)
      browser.hidden =
        this.launcherWasHidden || !canAddMore(items.length, this.mode, this.cardinality);
    // Moving a node blurs what was focused inside it; give focus back.
    if (hadFocus && hadFocus.isConnected && document.activeElement !== hadFocus) hadFocus.focus();
  }
}

/** The selection, its slots in the server's items from the first paint until unmount. */
export function useSelection(model: EntityBrowserModel, ctx: WidgetContext<unknown>): Selection {
  const [selection] = useState(() => new Selection(model, ctx));
  useLayoutEffect(() => selection.attach(), [selection]);
  return selection;
}
