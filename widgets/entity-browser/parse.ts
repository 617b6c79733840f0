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
  /** The server's list item; null where the value names an entity the server listed no item for. */
  node: HTMLElement | null;
}

export interface EntityBrowserModel {
  host: HTMLElement;
  input: HTMLInputElement;
  /** The server's list of selected items; null where it rendered none. */
  list: HTMLElement | null;
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
  const list = host.querySelector<HTMLElement>('.entities-list');
  const byToken = new Map<string, HTMLElement[]>();
  for (const node of list?.querySelectorAll<HTMLElement>(':scope > [data-entity-id]') ?? []) {
    const token = node.getAttribute('data-entity-id') ?? '';
    byToken.set(token, [...(byToken.get(token) ?? []), node]);
  }
  // The hidden value is the truth; server items are matched to it in its order.
  const items: ServerItem[] = parseTokens(input.value).map((token) => {
    const node = byToken.get(token)?.shift() ?? null;
    return { token, label: node ? labelOf(node) : token, node };
  });
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
