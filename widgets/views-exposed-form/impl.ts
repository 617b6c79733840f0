import { t, type WidgetImplementation } from '../../src/runtime';
import { parse, type ExposedFormModel } from './parse';

/** Keys that change a closed select's value in Chromium and Firefox on Windows and Linux. */
const BROWSING_KEYS = /^(Arrow|Page|Home$|End$)|^.$/;

/** The option the server selected (the first when it marked none). */
const defaultIndex = (select: HTMLSelectElement) =>
  Math.max(
    0,
    [...select.options].findIndex((option) => option.defaultSelected),
  );

export const implementation: WidgetImplementation<ExposedFormModel> = {
  parse,
  setup({ form, autoSubmit, selects, submit, query }, ctx) {
    const restore: (() => void)[] = [];
    const set = (el: Element, name: string, value: string) => {
      const old = el.getAttribute(name);
      el.setAttribute(name, value);
      restore.push(() => (old === null ? el.removeAttribute(name) : el.setAttribute(name, old)));
    };
    if (query && !query.placeholder) set(query, 'placeholder', t('Search'));
    if (autoSubmit) {
      if (form.id)
        set(form, 'action', `${form.getAttribute('action')?.split('#')[0] ?? ''}#${form.id}`);
      // Inline, because theme button classes often set display and would beat [hidden]; set
      // through CSSOM, which a strict CSP allows where it refuses style attributes.
      if (submit) {
        const { style } = submit;
        const before = style.getPropertyValue('display');
        const priority = style.getPropertyPriority('display');
        style.setProperty('display', 'none', 'important');
        restore.push(() => style.setProperty('display', before, priority));
      }
      for (const select of selects) {
        // Arrow keys change a closed select's value on every press (Windows, Linux); such
        // changes wait for Enter or for focus to leave, so each step is not a page load.
        let keyed = false;
        // A choice made before this code arrived found no listener, and Apply is hidden from now
        // on: it waits for Enter or for focus to leave, as a keyed one does.
        let held = !select.multiple && select.selectedIndex !== defaultIndex(select);
        const send = () => {
          held = false;
          form.requestSubmit(submit);
        };
        ctx.listen(select, 'keydown', (event) => {
          const { key } = event as KeyboardEvent;
          if (key == 'Enter' && held) {
            event.preventDefault();
            send();
          }
          keyed = BROWSING_KEYS.test(key);
        });
        ctx.listen(select, 'pointerdown', () => (keyed = false));
        ctx.listen(select, 'change', () => (keyed ? (held = true) : send()));
        // Focus moving on in the page confirms a held choice; the window losing focus (another
        // window, another tab) blurs the select too, and confirms nothing.
        ctx.listen(select, 'blur', () => held && document.hasFocus() && send());
      }
    }
    ctx.signal.addEventListener('abort', () => restore.forEach((undo) => undo()), { once: true });
  },
};
