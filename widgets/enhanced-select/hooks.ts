/**
 * The enhanced select's life and behaviour: which selects are enhanced and how, Tom Select's
 * chunk asked for at mount, the instance (library.ts) made in an effect once the chunk is here
 * and destroyed in that effect's cleanup, with the select given back; then the pointer, the
 * form and remote paging wired to it. What Trellis adds beside the library (the status region,
 * the "Remove all items" button) is the component's.
 */
import { useLayoutEffect, useState } from 'react';
import { getSettings, requestTimeout, setting, t, type WidgetContext } from '../../src/runtime';
import {
  chooseLibrary,
  configFor,
  inputNotice,
  isBlacklistedMobile,
  isExcluded,
  nearEnd,
  parseRemotePage,
  remoteUrl,
  type RemotePage,
  type SelectConfig,
} from './logic';
import type { SelectModel } from './parse';

/** Tom Select's chunk, only ever imported with `import()`: it loads when a select needs it. */
const importLibrary = () => import('./library');
type Library = Awaited<ReturnType<typeof importLibrary>>;
type Enhancement = InstanceType<Library['Enhancement']>;

let library: Promise<Library> | undefined;
const loadLibrary = () => (library ??= importLibrary());

/** What an enhanced select offers host scripts. */
export interface EnhancedSelectElement {
  /** Reads the select's options and selection again, after a script changed them. */
  sync(): void;
}

/**
 * `trellis.selects.placeholderMultiple` in drupalSettings overrides the multiple-select text of
 * either configuration ('' = the library's default).
 */
export const texts = () => {
  const own = setting<string>('trellis.selects.placeholderMultiple');
  return {
    chooseFromList: own ?? t('Choose from list'),
    // Spec §9 capitalises the second library's text.
    chooseFromListSecond: own ?? t('Choose From List'),
    selectSome: t('Select Some Options'),
    selectOne: t('Select an Option'),
  };
};

/** How `select` is enhanced, or null: it stays native (spec §6). */
export function configure(select: HTMLSelectElement): SelectConfig | null {
  if (isExcluded(select) || select.classList.contains('tomselected')) return null;
  const choice = chooseLibrary(getSettings());
  if (!choice) return null;
  // The second library keeps phones on the native select (its own rule).
  if (choice === 'chosen' && isBlacklistedMobile(navigator.userAgent)) return null;
  return configFor(select, choice, texts());
}

/**
 * Remote search's requests for one select (`GET url?q=&page=`): each one cancels the last, all
 * end with the widget, and a server that never answers ends as a failure (not an AbortError,
 * which means a newer term took over) after the site's request timeout.
 */
function remoteSearch(url: string, ctx: WidgetContext<unknown>) {
  let last: AbortController | null = null;
  return async (term: string, page: number): Promise<RemotePage> => {
    last?.abort();
    const controller = (last = new AbortController());
    const abort = () => controller.abort();
    ctx.signal.addEventListener('abort', abort, { once: true });
    const timer = setTimeout(
      () => controller.abort(new DOMException('no answer in time', 'TimeoutError')),
      requestTimeout(),
    );
    try {
      const response = await fetch(remoteUrl(url, term, page, location.origin), {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseRemotePage(await response.json());
    } finally {
      clearTimeout(timer);
      ctx.signal.removeEventListener('abort', abort);
    }
  };
}

/** Tom Select's chunk, asked for at mount when the select is to be enhanced; null until then. */
export function useLibrary(config: SelectConfig | null, ctx: WidgetContext<unknown>) {
  const [loaded, setLoaded] = useState<Library | null>(null);
  useLayoutEffect(() => {
    if (!config || ctx.signal.aborted) return;
    loadLibrary().then(
      (lib) => !ctx.signal.aborted && setLoaded(lib),
      (error: unknown) =>
        ctx.warn('Tom Select could not be loaded; the native select stays.', error),
    );
  }, [config, ctx]);
  return loaded;
}

/**
 * The Tom Select instance's life: made once the library is here (unless the select left the
 * page meanwhile), destroyed in the cleanup with the server's select given back. The hooks
 * below wire it in the commit that follows, before any input can reach it.
 */
export function useTomSelect(
  model: SelectModel,
  ctx: WidgetContext<unknown>,
  config: SelectConfig | null,
  lib: Library | null,
  box: HTMLElement,
  say: (text: string) => void,
): Enhancement | null {
  const [enhancement, setEnhancement] = useState<Enhancement | null>(null);
  useLayoutEffect(() => {
    if (!config || !lib || ctx.signal.aborted || !model.select.isConnected) return;
    const made = new lib.Enhancement(model, config, ctx, {
      say,
      notice: (term, selected) => inputNotice(config, term, selected),
      search: config.remoteUrl
        ? remoteSearch(config.remoteUrl, ctx)
        : () => Promise.reject(new Error('no remote search')),
    });
    made.ts.wrapper.append(box);
    setEnhancement(made);
    return () => {
      box.remove();
      made.destroy();
    };
  }, [model, ctx, config, lib, box, say]);
  return enhancement;
}

/**
 * Pointer and keys: a click on the control opens the list (focus alone does not) and a click on
 * an open list closes it; an item's remove button removes it; keys typed while Tom Select is
 * still taking focus reach it.
 */
export function useControl(e: Enhancement | null, ctx: WidgetContext<unknown>): void {
  useLayoutEffect(() => {
    if (!e) return;
    const { ts } = e;
    const { wrapper, control } = ts;
    // Tom Select takes focus in two steps (the focus now, its own focus handling a task later)
    // and until the second it treats a single select's input as hidden and swallows keys. Input
    // events outrank timers, so a key typed straight after the click was lost on a busy page:
    // finish the focus handling before the key reaches Tom Select.
    ctx.listen(
      wrapper,
      'keydown',
      () => {
        if (ts.isFocused || !ts.isInputHidden || document.activeElement !== ts.control_input)
          return;
        ts.ignoreFocus = false;
        ts.onFocus();
      },
      { capture: true },
    );
    let wasOpen = false;
    let pressed = false;
    ctx.listen(
      control,
      'mousedown',
      () => {
        wasOpen = ts.isOpen;
        pressed = true;
      },
      { capture: true },
    );
    ctx.listen(control, 'click', () => {
      // Only a press on the control itself: a label's click only focuses.
      if (pressed && !wasOpen && !ts.isOpen && !ts.isDisabled) ts.open();
      pressed = false;
    });
    ctx.listen(
      control,
      'click',
      (event) => {
        const button = (event.target as Element).closest('.remove');
        const item = button?.closest<HTMLElement>('[data-value]');
        if (!button || !item) return;
        event.preventDefault();
        event.stopPropagation();
        ts.removeItem(item.dataset.value!);
        ts.refreshOptions(false);
      },
      { capture: true },
    );
  }, [e, ctx]);
}

/**
 * Typing queues a refresh (Tom Select's refreshThrottle). One still queued when the list closes
 * or focus moves on opened the list again and pulled focus back from where the visitor went (a
 * Tab or a click on the next field within moments of the last key).
 */
export function useQueuedRefreshDropped(e: Enhancement | null): void {
  useLayoutEffect(() => {
    if (!e) return;
    // refreshTimeout is private in the types; it is the field Tom Select's onInput sets.
    const queued = e.ts as unknown as { refreshTimeout: ReturnType<typeof setTimeout> | null };
    const drop = () => {
      if (queued.refreshTimeout) clearTimeout(queued.refreshTimeout);
      queued.refreshTimeout = null;
    };
    e.ts.on('dropdown_close', drop);
    e.ts.on('blur', drop);
    return () => {
      e.ts.off('dropdown_close', drop);
      e.ts.off('blur', drop);
    };
  }, [e]);
}

/** Remote search loads its next page once the list is scrolled to 50 px before its end. */
export function usePaging(e: Enhancement | null, ctx: WidgetContext<unknown>): void {
  useLayoutEffect(() => {
    if (!e?.config.remoteUrl) return;
    const list = e.ts.dropdown_content;
    ctx.listen(list, 'scroll', () => e.wantsMore && nearEnd(list, 50) && e.nextPage());
  }, [e, ctx]);
}

/**
 * The native select is the truth: a form reset puts the control back to the reset value, and
 * an invalid (required) select is marked and brings focus to the visible control.
 */
export function useNativeTruth(e: Enhancement | null, ctx: WidgetContext<unknown>): void {
  useLayoutEffect(() => {
    if (!e) return;
    const { ts, select, config } = e;
    const { form } = select;
    if (form)
      ctx.listen(form, 'reset', () => {
        ctx.timeout(() => {
          const values = [...select.options].filter((o) => o.defaultSelected).map((o) => o.value);
          ts.setValue(config.multiple ? values : (values[0] ?? select.value), true);
          ts.setTextboxValue('');
          ts.close();
        }, 0);
      });
    ctx.listen(select, 'invalid', () => {
      // Shown as invalid from the first failed submit on, not before.
      ts.wrapper.classList.add('was-validated');
      ts.focus_node.setAttribute('aria-invalid', 'true');
      // The browser focuses the first invalid field of a failed submit, and cannot focus this
      // hidden select: the visible control takes its place only when it is that first field.
      // willValidate leaves out what is not validated (disabled fields, fieldsets, outputs).
      const first = form
        ? [...form.elements].find(
            (el) =>
              (el as HTMLInputElement).willValidate && !(el as HTMLInputElement).validity.valid,
          )
        : select;
      if (first === select) ctx.timeout(() => ts.focus(), 0);
    });
    const revalidate = () => {
      if (ts.wrapper.classList.contains('was-validated'))
        ts.focus_node.setAttribute('aria-invalid', String(!select.validity.valid));
    };
    ts.on('change', revalidate);
    return () => ts.off('change', revalidate);
  }, [e, ctx]);
}

/** How many items are chosen, for the "Remove all items" button. */
export function useItemCount(e: Enhancement | null): number {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    if (!e) return;
    const sync = () => setCount(e.ts.items.length);
    sync();
    e.ts.on('change', sync);
    return () => e.ts.off('change', sync);
  }, [e]);
  return count;
}

/** `sync()` on the select, for host scripts, while it is enhanced. */
export function usePublicMethods(model: SelectModel, e: Enhancement | null): void {
  useLayoutEffect(() => {
    if (!e) return;
    const select = model.select as HTMLSelectElement & Partial<EnhancedSelectElement>;
    const api: EnhancedSelectElement = { sync: () => e.ts.sync() };
    Object.assign(select, api);
    return () => {
      if (select.sync === api.sync) delete select.sync;
    };
  }, [model, e]);
}
