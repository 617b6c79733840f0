/**
 * A dialog's button pane: the buttons its options list, or the form's own actions moved into it
 * (drupalAutoButtons), in jQuery UI's markup so theme CSS applies.
 */
import { focusElement } from '../../runtime';
import type { DialogOptions } from './dialog';

const AUTO_BUTTONS =
  '.form-actions input[type=submit],.form-actions a.button,.form-actions a.action-link';

/**
 * Replaces `previous` (the pane shown, if any) with a pane for `s`, appended to `element`; none
 * when there are no buttons. A rebuilt pane keeps focus on the same button.
 */
export function buttonPane(
  s: DialogOptions,
  content: HTMLElement,
  element: HTMLElement,
  previous: HTMLElement | undefined,
): HTMLElement | undefined {
  let specs = s.buttons;
  // Drupal's reading: absent is true, the string "false" is false, anything else a boolean.
  const auto: unknown = s.drupalAutoButtons;
  if (!Array.isArray(specs) && (auto === undefined || (auto !== 'false' && !!auto))) {
    specs = [...content.querySelectorAll<HTMLElement>(AUTO_BUTTONS)].map((original) => {
      original.style.display = 'none';
      return {
        text: (original as HTMLInputElement).value || original.textContent?.trim() || '',
        class: original.className,
        once: original.getAttribute('data-once'),
        click: (e: Event) => {
          e.preventDefault();
          if (original instanceof HTMLAnchorElement) original.click();
          else
            for (const type of ['mousedown', 'mouseup', 'click'])
              original.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
        },
      };
    });
  }
  const active = previous?.contains(document.activeElement)
    ? [...previous.querySelectorAll('button')].indexOf(document.activeElement as never)
    : -1;
  previous?.remove();
  if (!specs?.length) return undefined;
  const pane = document.createElement('div');
  pane.className = 'ui-dialog-buttonpane ui-widget-content ui-helper-clearfix';
  const set = document.createElement('div');
  set.className = 'ui-dialog-buttonset form-actions';
  for (const spec of specs) {
    const button = document.createElement('button');
    button.type = 'button';
    button.classList.add(
      ...`${s.buttonClass ?? 'button'} ${spec.primary ? (s.buttonPrimaryClass ?? 'button--primary') : ''} ${spec.class ?? ''}`
        .split(/\s+/)
        .filter(Boolean),
    );
    button.textContent = String(spec.text ?? spec.label ?? '');
    if (spec.once) button.setAttribute('data-once', String(spec.once));
    if (spec.disabled) button.disabled = true;
    // Only a function: a server's options are JSON, and a string is never run as code.
    button.addEventListener(
      'click',
      (e) => void (typeof spec.click === 'function' && spec.click(e)),
    );
    set.append(button);
  }
  pane.append(set);
  element.append(pane);
  // A rebuilt pane keeps focus on the same button (the form re-rendered around it).
  if (active >= 0) focusElement(set.children[active] as HTMLElement);
  return pane;
}
