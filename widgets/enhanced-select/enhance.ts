/**
 * One select enhanced with Tom Select, configured like the site's select library (texts,
 * widths, search threshold, limits, remote search with paging), and undone on teardown with
 * the select's current value, its label and its attributes restored.
 */
import type TomSelectType from 'tom-select/base';
import { addStyles, formatPlural, requestTimeout, t, type WidgetContext } from '../../src/runtime';
import {
  inputNotice,
  nearEnd,
  parseRemotePage,
  remoteUrl,
  type RemotePage,
  type SelectConfig,
} from './logic';

type TomSelectClass = typeof TomSelectType;
type Instance = InstanceType<TomSelectClass>;
type Escape = (s: string) => string;

function noticeText(notice: NonNullable<ReturnType<typeof inputNotice>>): string {
  switch (notice.kind) {
    case 'tooShort':
      return formatPlural(
        notice.count,
        'Please enter @count or more characters',
        'Please enter @count or more characters',
      );
    case 'tooLong':
      return formatPlural(
        notice.count,
        'Please delete @count character',
        'Please delete @count characters',
      );
    case 'maximumSelected':
      return formatPlural(
        notice.count,
        'You can only select @count item',
        'You can only select @count items',
      );
  }
}

interface Restore {
  labelFor: [HTMLLabelElement, string | null, string | null][];
  ariaHidden: string | null;
}

export function enhance(
  TomSelect: TomSelectClass,
  css: string,
  select: HTMLSelectElement,
  config: SelectConfig,
  ctx: WidgetContext<unknown>,
): Instance {
  addStyles('enhanced-select-library', css);
  const restore: Restore = {
    labelFor: [...(select.labels ?? [])].map((l) => [
      l,
      l.getAttribute('for'),
      l.getAttribute('id'),
    ]),
    ariaHidden: select.getAttribute('aria-hidden'),
  };
  const remote = config.remoteUrl;
  let loadError = false;
  let page = 1;
  let more = false;
  let loadingMore = false;
  let query = '';
  let status: HTMLElement | null = null;
  let clearButton: HTMLButtonElement | null = null;
  let requests: AbortController | null = null;

  const selectedCount = () => (ts ? ts.items.length : select.selectedOptions.length);
  const notice = (q: string) => inputNotice(config, q, config.multiple ? selectedCount() : 0);

  async function fetchPage(q: string, n: number): Promise<RemotePage> {
    requests?.abort();
    const controller = new AbortController();
    requests = controller;
    const abort = () => controller.abort();
    ctx.signal.addEventListener('abort', abort, { once: true });
    // A server that never answers: "Searching…" ends as a failure (not an AbortError, which
    // means a newer term took over) after the site's request timeout.
    const timer = setTimeout(
      () => controller.abort(new DOMException('no answer in time', 'TimeoutError')),
      requestTimeout(),
    );
    try {
      const response = await fetch(remoteUrl(remote!, q, n, location.origin), {
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
  }

  const emptyText = (term: string, escape: Escape) => {
    const n = notice(term);
    if (n) return `<div class="notice">${escape(noticeText(n))}</div>`;
    if (loadError)
      return `<div class="no-results">${escape(t('The results could not be loaded.'))}</div>`;
    if (config.library === 'chosen')
      return `<div class="no-results">${escape(t('No results match'))} <span>${escape(term)}</span></div>`;
    return `<div class="no-results">${escape(t('No results found'))}</div>`;
  };

  const settings: Record<string, unknown> = {
    maxItems: config.multiple ? null : 1,
    maxOptions: null,
    placeholder: config.placeholder || undefined,
    // An empty option with a label ("- None -") is a choice; one without is the placeholder.
    allowEmptyOption: !!select.querySelector('option[value=""]')?.textContent?.trim(),
    closeAfterSelect: true,
    // Focus alone does not open the list (the first library's behaviour and the APG pattern).
    openOnFocus: false,
    controlInput: config.searchable ? '<input type="text" autocomplete="off" size="1" />' : null,
    render: {
      no_results: (data: { input: string }, escape: Escape) => emptyText(data.input, escape),
      // Without a term nothing is loaded; only a limit has something to say then.
      not_loading: (data: { input: string }, escape: Escape) =>
        notice(data.input) ? emptyText(data.input, escape) : null,
      loading: (_: unknown, escape: Escape) =>
        `<div class="loading">${escape(t('Searching…'))}</div>`,
      option_create: () => null,
      item: (data: { text: string }, escape: Escape) =>
        config.multiple
          ? `<div>${escape(data.text)}<button type="button" class="remove" tabindex="-1" aria-label="${escape(
              t('Remove @label', { '@label': data.text }),
            )}">×</button></div>`
          : `<div>${escape(data.text)}</div>`,
    },
  };
  if (remote) {
    Object.assign(settings, {
      preload: 'focus',
      // The server filters; every option it sent is a match.
      score: () => () => 1,
      shouldLoad: (q: string) => !notice(q),
      load(this: Instance, q: string, callback: (options?: unknown[]) => void) {
        loadError = false;
        query = q;
        page = 1;
        // The last term's paging is over: a scroll while this term loads must not ask for its
        // page 2, which would cancel this page 1 and leave the old term's options listed.
        more = false;
        fetchPage(q, 1).then(
          (data) => {
            more = data.more;
            this.clearOptions();
            callback(data.results.map((r) => ({ value: r.id, text: r.text })));
          },
          (error: unknown) => {
            if (ctx.signal.aborted || (error as Error)?.name === 'AbortError') return callback();
            loadError = true;
            more = false;
            callback();
          },
        );
      },
    });
  }

  // A select the visitor is on while this code arrived hides under them: focus moves along.
  const hadFocus = document.activeElement === select;
  const ts: Instance = new TomSelect(select, settings as never);
  if (hadFocus) ts.focus();
  const { wrapper, control, dropdown_content: list } = ts;
  wrapper.style.width = config.width;
  select.setAttribute('aria-hidden', 'true');
  if (select.required) ts.focus_node.setAttribute('aria-required', 'true');
  const describedBy = select.getAttribute('aria-describedby');
  if (describedBy) ts.focus_node.setAttribute('aria-describedby', describedBy);

  // The first library's limits: too short or too long a term, or a full selection, show a
  // message instead of options.
  const search = ts.search.bind(ts);
  ts.search = (q: string) => {
    const result = search(q);
    return notice(q) ? { ...result, items: [] } : result;
  };

  // What the dropdown says goes to a status region too (Tom Select's texts are not announced).
  status = document.createElement('div');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  wrapper.append(status);
  const refresh = ts.refreshOptions.bind(ts);
  ts.refreshOptions = (trigger?: boolean) => {
    const top = list.scrollTop;
    refresh(trigger);
    list.scrollTop = top;
    // A failed search says so even when some options (the selected ones) remain listed.
    if (loadError && !list.querySelector('.no-results')) {
      const failed = document.createElement('div');
      failed.className = 'no-results';
      failed.textContent = t('The results could not be loaded.');
      list.prepend(failed);
    }
    const message = list.querySelector('.no-results, .notice, .loading')?.textContent ?? '';
    if (status && status.textContent !== message) status.textContent = message;
  };

  // Tom Select takes focus in two steps (the focus now, its own focus handling a task later) and
  // until the second it treats a single select's input as hidden and swallows keys. Input events
  // outrank timers, so a key typed straight after the click was lost on a busy page: finish the
  // focus handling before the key reaches Tom Select.
  ctx.listen(
    wrapper,
    'keydown',
    () => {
      if (ts.isFocused || !ts.isInputHidden || document.activeElement !== ts.control_input) return;
      ts.ignoreFocus = false;
      ts.onFocus();
    },
    { capture: true },
  );

  // Typing queues a refresh (Tom Select's refreshThrottle). One still queued when the list closes
  // or focus moves on opened the list again and pulled focus back from where the visitor went
  // (a Tab or a click on the next field within 300 ms of the last key).
  // (refreshTimeout is private in the types; it is the field Tom Select's onInput sets.)
  const queued = ts as unknown as { refreshTimeout: ReturnType<typeof setTimeout> | null };
  const dropQueuedRefresh = () => {
    if (queued.refreshTimeout) clearTimeout(queued.refreshTimeout);
    queued.refreshTimeout = null;
  };
  ts.on('dropdown_close', dropQueuedRefresh);
  ts.on('blur', dropQueuedRefresh);

  // A click opens the list (focus alone does not); a click on an open list closes it.
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

  // Item remove buttons and the "Remove all items" button (real buttons; Backspace works too).
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
  if (config.allowClear) {
    clearButton = document.createElement('button');
    clearButton.type = 'button';
    clearButton.className = 'ts-clear';
    clearButton.textContent = '×';
    clearButton.title = t('Remove all items');
    clearButton.setAttribute('aria-label', t('Remove all items'));
    wrapper.append(clearButton);
    const sync = () => {
      clearButton!.hidden = ts.items.length === 0;
    };
    sync();
    ts.on('change', sync);
    ctx.listen(clearButton, 'click', () => {
      ts.clear();
      ts.focus();
    });
  }

  // Remote paging: the next page loads 50 px before the end of the list.
  if (remote) {
    ctx.listen(list, 'scroll', () => {
      if (!more || loadingMore || !nearEnd(list, 50)) return;
      loadingMore = true;
      const loader = document.createElement('div');
      loader.className = 'loading-more';
      loader.textContent = t('Loading more results…');
      list.append(loader);
      if (status) status.textContent = loader.textContent;
      fetchPage(query, page + 1).then(
        (data) => {
          loader.remove();
          loadingMore = false;
          page += 1;
          more = data.more;
          ts.addOptions(data.results.map((r) => ({ value: r.id, text: r.text })));
          ts.refreshOptions(false);
        },
        (error: unknown) => {
          loader.remove();
          loadingMore = false;
          if ((error as Error)?.name === 'AbortError') return;
          more = false;
          loadError = true;
          const failed = document.createElement('div');
          failed.className = 'no-results';
          failed.textContent = t('The results could not be loaded.');
          list.append(failed);
          if (status) status.textContent = failed.textContent;
        },
      );
    });
  }

  // The native select is the truth: a reset puts Tom Select back to the reset value, and an
  // invalid (required) select brings focus to the visible control.
  const form = select.form;
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
    wrapper.classList.add('was-validated');
    ts.focus_node.setAttribute('aria-invalid', 'true');
    // The browser focuses the first invalid field of a failed submit, and cannot focus this
    // hidden select: the visible control takes its place only when it is that first field.
    // willValidate leaves out what is not validated (disabled fields, fieldsets, outputs).
    const first = form
      ? [...form.elements].find(
          (el) => (el as HTMLInputElement).willValidate && !(el as HTMLInputElement).validity.valid,
        )
      : select;
    if (first === select) ctx.timeout(() => ts.focus(), 0);
  });
  ts.on('change', () => {
    if (wrapper.classList.contains('was-validated'))
      ts.focus_node.setAttribute('aria-invalid', String(!select.validity.valid));
  });

  ctx.signal.addEventListener(
    'abort',
    () => {
      requests?.abort();
      // Keep what the editor chose, including options that came from a remote search.
      const chosen = [...select.selectedOptions].map((o) => ({ value: o.value, text: o.text }));
      ts.destroy();
      for (const option of select.options) option.selected = false;
      for (const { value, text } of chosen) {
        let option = [...select.options].find((o) => o.value === value);
        if (!option) {
          option = new Option(text, value);
          select.append(option);
        }
        option.selected = true;
      }
      if (!chosen.length && !config.multiple && select.options.length) select.selectedIndex = -1;
      for (const [label, forAttr, id] of restore.labelFor) {
        if (forAttr === null) label.removeAttribute('for');
        else label.setAttribute('for', forAttr);
        if (id === null) label.removeAttribute('id');
        else label.id = id;
      }
      if (restore.ariaHidden === null) select.removeAttribute('aria-hidden');
      else select.setAttribute('aria-hidden', restore.ariaHidden);
    },
    { once: true },
  );
  return ts;
}
