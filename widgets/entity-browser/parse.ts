/**
 * Reads an entity browser field: the hidden value input (space-separated `type:id` tokens), the
 * list of selected items the server rendered, the browser (checkboxes of entities to pick) and
 * the cardinality and selection mode, from drupalSettings `entity_browser[<uuid>]` or the host's
 * data attributes.
 */
import { MarkupError } from '../../src/runtime/errors';
import { setting } from '../../src/runtime/settings';
import { parseTokens } from './logic';

export interface ServerItem {
  token: string;
  label: string;
  node: HTMLElement;
}

export interface EntityBrowserModel {
  host: HTMLElement;
  input: HTMLInputElement;
  list: HTMLElement;
  /** Whether the widget created the list (the server rendered none). */
  listCreated: boolean;
  items: ServerItem[];
  /** The picker: a `details` (or any element) holding checkboxes and a submit button. */
  browser: HTMLElement | null;
  submit: HTMLButtonElement | HTMLInputElement | null;
  mode: string;
  cardinality: string;
  fieldLabel: string;
}

function labelOf(item: HTMLElement): string {
  const el = item.querySelector('.item-label, .label') ?? item;
  return (el.textContent ?? '').trim();
}

export function parse(host: HTMLElement): EntityBrowserModel {
  const input = host.querySelector<HTMLInputElement>(
    'input.eb-target, input[type="hidden"][data-entity-browser-value]',
  );
  if (!input)
    throw new MarkupError('entity-browser needs its hidden value input (input.eb-target).');
  let list = host.querySelector<HTMLElement>('.entities-list');
  let listCreated = false;
  if (!list) {
    list = document.createElement('ul');
    list.className = 'entities-list';
    input.after(list);
    listCreated = true;
  }
  const tokens = parseTokens(input.value);
  const byToken = new Map<string, HTMLElement[]>();
  for (const node of list.querySelectorAll<HTMLElement>(':scope > [data-entity-id]')) {
    const token = node.getAttribute('data-entity-id') ?? '';
    byToken.set(token, [...(byToken.get(token) ?? []), node]);
  }
  // The hidden value is the truth; server items are matched to it in its order.
  const items: ServerItem[] = [];
  for (const token of tokens) {
    const node = byToken.get(token)?.shift();
    if (node) items.push({ token, label: labelOf(node), node });
    else {
      const li = document.createElement('li');
      li.className = 'item-container';
      li.setAttribute('data-entity-id', token);
      li.dataset.trellisItem = '';
      const label = document.createElement('span');
      label.className = 'item-label';
      label.textContent = token;
      li.append(label);
      list.append(li);
      items.push({ token, label: token, node: li });
    }
  }
  const uuid = host.getAttribute('data-entity-browser-uuid');
  const fromSettings = uuid
    ? setting<{ cardinality?: unknown; selection_mode?: unknown }>(`entity_browser.${uuid}`)
    : undefined;
  const browser = host.querySelector<HTMLElement>(
    '[data-entity-browser-picker], details.entity-browser',
  );
  const legend = host.querySelector('legend, .fieldset-legend, label');
  return {
    host,
    input,
    list,
    listCreated,
    items,
    browser,
    submit:
      browser?.querySelector<HTMLButtonElement | HTMLInputElement>(
        'button[type="submit"], input[type="submit"]',
      ) ?? null,
    mode: String(fromSettings?.selection_mode ?? host.getAttribute('data-selection-mode') ?? ''),
    cardinality: String(fromSettings?.cardinality ?? host.getAttribute('data-cardinality') ?? ''),
    fieldLabel: (legend?.textContent ?? '').trim(),
  };
}
