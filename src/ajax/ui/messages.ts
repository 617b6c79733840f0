/**
 * Drupal.Message: status, warning and error messages in the page's messages area (spec §3.2),
 * with the same markup, ids and announcements, so theme CSS and tests written for Drupal apply.
 */
import { t } from '../../runtime';
import { announce, type Priority } from '../../runtime/announce';

export type MessageType = 'status' | 'error' | 'warning';

export interface MessageOptions {
  type?: MessageType | string;
  id?: string;
  /** Text read by screen readers instead of the message; `''` announces nothing. */
  announce?: string;
  priority?: Priority;
}

const labels = (): Record<string, string> => ({
  status: t('Status message'),
  error: t('Error message'),
  warning: t('Warning message'),
});

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Drupal.checkPlain: text safe to put into HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Text of an HTML string without running it (an inert document: no scripts, no loads). */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * The default area: `[data-drupal-messages]`, else the server's hidden fallback, else a new
 * `<div>` at the end of `<body>`; messages go into its inner wrapper.
 */
function defaultArea(): Element {
  let wrapper =
    document.querySelector('[data-drupal-messages]') ??
    document.querySelector('[data-drupal-messages-fallback]');
  if (!wrapper) wrapper = document.body.appendChild(document.createElement('div'));
  if (wrapper.hasAttribute('data-drupal-messages-fallback')) {
    wrapper.removeAttribute('data-drupal-messages-fallback');
    wrapper.classList.remove('hidden');
  }
  wrapper.setAttribute('data-drupal-messages', '');
  let inner = wrapper.innerHTML.trim() ? wrapper.firstElementChild : null;
  if (!inner) {
    inner = document.createElement('div');
    inner.className = 'messages__wrapper';
    wrapper.prepend(inner);
  }
  return inner;
}

/** Messages whose id starts with `id`, compared as text: a server's id needs no escaping. */
const byPrefix = (id: string) =>
  // An empty prefix matches nothing, as `[attr^=""]` and Drupal.Message do.
  id
    ? [...document.querySelectorAll('[data-drupal-message-id]')].filter((el) =>
        el.getAttribute('data-drupal-message-id')!.startsWith(id),
      )
    : [];

export const messages = {
  /** Adds a message (HTML from the server) and returns its id. */
  add(html: string, options: MessageOptions = {}, wrapper?: Element | null): string {
    const type = options.type ?? 'status';
    if (typeof html !== 'string') throw new Error('Message must be a string.');
    // Announced before the type is validated, as Drupal does.
    if (options.announce !== '') {
      announce(
        htmlToText(options.announce || html),
        options.priority ?? (type === 'error' || type === 'warning' ? 'assertive' : 'polite'),
      );
    }
    const id = options.id !== undefined ? String(options.id) : `${type}-${random15()}`;
    const label = Object.hasOwn(labels(), type) ? labels()[type] : undefined;
    if (!label)
      throw new Error(
        `The message type, ${type}, is not present in Drupal.Message.getMessageTypeLabels().`,
      );
    const el = document.createElement('div');
    el.className = `messages messages--${type}`;
    el.setAttribute('role', type === 'status' ? 'status' : 'alert');
    el.setAttribute('data-drupal-message-id', id);
    el.setAttribute('data-drupal-message-type', type);
    el.setAttribute('aria-label', label);
    el.innerHTML = html;
    (wrapper ?? defaultArea()).append(el);
    return id;
  },
  /** Removes every message whose id starts with `id`. */
  remove(id: string): void {
    for (const el of byPrefix(id)) el.remove();
  },
  select(id: string): Element | null {
    return byPrefix(id)[0] ?? null;
  },
  /** Empties an area (the default one when none is given); safe on an empty area. */
  clear(wrapper?: Element | null): void {
    for (const el of (wrapper ?? defaultArea()).querySelectorAll('[data-drupal-message-id]'))
      el.remove();
  },
};

/** Drupal's "Oops" message, for a failed request that a visitor made (the console has the rest). */
export const oops = () =>
  messages.add(
    t("Oops, something went wrong. Check your browser's developer console for more details."),
    { type: 'error' },
  );

function random15(): string {
  let digits = '';
  while (digits.length < 15) digits += String(Math.random()).slice(2);
  return digits.slice(0, 15);
}
