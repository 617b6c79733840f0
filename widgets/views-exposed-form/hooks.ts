/**
 * The exposed form's behaviour on the server's form: the placeholder, the anchored action and
 * the hidden Apply button, and selects that submit the form on change.
 */
import { useLayoutEffect } from 'react';
import { t } from '../../src/runtime';
import { anchoredAction, defaultIndex, heldAtStart, isBrowsingKey } from './logic';
import type { ExposedFormModel } from './parse';

/** The attributes and style the enhanced form has, from the first paint; put back in cleanup. */
export function useEnhancedForm({ form, autoSubmit, submit, query }: ExposedFormModel): void {
  useLayoutEffect(() => {
    const restore: (() => void)[] = [];
    const set = (el: Element, name: string, value: string) => {
      const old = el.getAttribute(name);
      el.setAttribute(name, value);
      restore.push(() => (old === null ? el.removeAttribute(name) : el.setAttribute(name, old)));
    };
    if (query && !query.placeholder) set(query, 'placeholder', t('Search'));
    if (autoSubmit) {
      if (form.id) set(form, 'action', anchoredAction(form.getAttribute('action'), form.id));
      // Inline, because theme button classes often set display and would beat [hidden]; set
      // through CSSOM, which a strict CSP allows where it refuses style attributes.
      if (submit) {
        const { style } = submit;
        const before = style.getPropertyValue('display');
        const priority = style.getPropertyPriority('display');
        style.setProperty('display', 'none', 'important');
        restore.push(() => style.setProperty('display', before, priority));
      }
    }
    return () => restore.forEach((undo) => undo());
  }, [form, autoSubmit, submit, query]);
}

/**
 * A select's change submits the form; a change that follows a browsing key waits for Enter or
 * for focus to move on in the page, so each step is not a page load. Bound in the commit that
 * marks the form enhanced.
 */
export function useSubmitOnChange({ form, autoSubmit, selects, submit }: ExposedFormModel): void {
  useLayoutEffect(() => {
    if (!autoSubmit) return;
    const off = new AbortController();
    const { signal } = off;
    for (const select of selects) {
      let keyed = false;
      let held = heldAtStart(
        select.multiple,
        select.selectedIndex,
        defaultIndex([...select.options].map((option) => option.defaultSelected)),
      );
      const send = () => {
        held = false;
        form.requestSubmit(submit);
      };
      select.addEventListener(
        'keydown',
        (event) => {
          if (event.key == 'Enter' && held) {
            event.preventDefault();
            send();
          }
          keyed = isBrowsingKey(event.key);
        },
        { signal },
      );
      select.addEventListener('pointerdown', () => (keyed = false), { signal });
      select.addEventListener('change', () => (keyed ? (held = true) : send()), { signal });
      // Focus moving on in the page confirms a held choice; the window losing focus (another
      // window, another tab) blurs the select too, and confirms nothing.
      select.addEventListener('blur', () => held && document.hasFocus() && send(), { signal });
    }
    return () => off.abort();
  }, [form, autoSubmit, selects, submit]);
}
