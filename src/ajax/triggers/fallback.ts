/** The clicks the adapter takes over, and what they do when it cannot send them. */

import type { AjaxRequest } from '../protocol/wire';

/**
 * A click whose default was taken for a request that cannot happen (the engine or the bindings
 * did not arrive: offline, or their files gone with a deploy) does what the page does without
 * JavaScript. A link goes to its (nojs) address; a submit button posts its form, with its own
 * name and value.
 */
export function withoutScript({ element, form }: Pick<AjaxRequest, 'element' | 'form'>): void {
  if (form && element) {
    const name = element.getAttribute('name');
    if (name) {
      const pressed = Object.assign(document.createElement('input'), {
        type: 'hidden',
        name,
        value: (element as HTMLInputElement).value ?? '',
      });
      form.append(pressed);
    }
    HTMLFormElement.prototype.submit.call(form);
  } else if (element instanceof HTMLAnchorElement && element.href) {
    location.assign(element.href);
  }
}

/** The same for a trigger whose click was held: a link, or a submit button and its form. */
export const followTrigger = (trigger: HTMLElement) =>
  withoutScript({ element: trigger, form: (trigger as HTMLButtonElement).form ?? null });
