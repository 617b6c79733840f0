/**
 * Tom Select, its stylesheet and the class that drives it: a chunk of its own, fetched only when
 * a setting turns the enhancement on (hooks.ts imports it with `import()`, makes the instance in
 * an effect and destroys it in the effect's cleanup).
 */
import TomSelect from 'tom-select/base';
import base from 'tom-select/dist/css/tom-select.css?inline';
import { addStyles, formatPlural, t, type WidgetContext } from '../../src/runtime';
import type { Notice, RemotePage, SelectConfig } from './logic';
import type { SelectModel } from './parse';
import ours from './style.css?inline';

type Instance = InstanceType<typeof TomSelect>;
type Escape = (s: string) => string;

const css = base + ours;

function noticeText(notice: NonNullable<Notice>): string {
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

/** A message in the dropdown, in Tom Select's own classes. */
function message(className: string, text: string): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  el.textContent = text;
  return el;
}

/**
 * What the class asks of the widget: the rules (logic.ts) and the requests (hooks.ts), kept out
 * of this chunk, and the status region the component renders.
 */
export interface Wiring {
  /** Writes what the dropdown says to the status region (Tom Select's texts are not announced). */
  say(text: string): void;
  /** What the dropdown says instead of options for `term` with `selected` items, if anything. */
  notice(term: string, selected: number): Notice;
  /** A page of remote options; an AbortError when a newer request took over. */
  search(term: string, page: number): Promise<RemotePage>;
}

/**
 * One select under Tom Select, configured like the site's select library (texts, widths, search
 * threshold, limits, remote search with paging), and given back by `destroy()` with its current
 * value, its label and its attributes. It keeps remote search's paging and the last load's
 * failure beside the instance.
 */
export class Enhancement {
  readonly ts: Instance;
  readonly select: HTMLSelectElement;
  /** The last remote load failed: the dropdown says so even beside the selected options. */
  private failed = false;
  private page = 1;
  private more = false;
  private loadingMore = false;
  private query = '';
  /** The labels' `for` and `id`, and the select's `aria-hidden`, as sent. */
  private readonly sent: {
    labels: [HTMLLabelElement, string | null, string | null][];
    ariaHidden: string | null;
  };

  constructor(
    { select }: SelectModel,
    readonly config: SelectConfig,
    private readonly ctx: WidgetContext<unknown>,
    private readonly wiring: Wiring,
  ) {
    this.select = select;
    addStyles('enhanced-select-library', css);
    this.sent = {
      labels: [...select.labels].map((l) => [l, l.getAttribute('for'), l.getAttribute('id')]),
      ariaHidden: select.getAttribute('aria-hidden'),
    };
    // A select the visitor is on while this code arrived hides under them: focus moves along.
    const hadFocus = document.activeElement === select;
    // Tom Select keeps the select's markup to write back on destroy(): the select's own, not
    // the box the component renders from (the runtime's, appended to the host), whose style
    // attribute a strict Content-Security-Policy refuses when it is parsed again.
    const box = select.querySelector(':scope > trellis-root');
    box?.remove();
    const ts = (this.ts = new TomSelect(select, this.settings() as never));
    if (box) select.append(box);
    if (hadFocus) ts.focus();
    ts.wrapper.style.width = config.width;
    select.setAttribute('aria-hidden', 'true');
    if (select.required) ts.focus_node.setAttribute('aria-required', 'true');
    const describedBy = select.getAttribute('aria-describedby');
    if (describedBy) ts.focus_node.setAttribute('aria-describedby', describedBy);
    this.limitSearch();
    this.reportRefreshes();
  }

  private notice(term: string): Notice {
    const { config, select } = this;
    // Read before the instance exists too: Tom Select renders the select's items as it starts.
    const selected = this.ts ? this.ts.items.length : select.selectedOptions.length;
    return this.wiring.notice(term, config.multiple ? selected : 0);
  }

  private emptyText(term: string, escape: Escape): string {
    const n = this.notice(term);
    if (n) return `<div class="notice">${escape(noticeText(n))}</div>`;
    if (this.failed)
      return `<div class="no-results">${escape(t('The results could not be loaded.'))}</div>`;
    if (this.config.library === 'chosen')
      return `<div class="no-results">${escape(t('No results match'))} <span>${escape(term)}</span></div>`;
    return `<div class="no-results">${escape(t('No results found'))}</div>`;
  }

  /** Tom Select's settings for this select. */
  private settings(): Record<string, unknown> {
    const { config, select } = this;
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
        no_results: (data: { input: string }, escape: Escape) => this.emptyText(data.input, escape),
        // Without a term nothing is loaded; only a limit has something to say then.
        not_loading: (data: { input: string }, escape: Escape) =>
          this.notice(data.input) ? this.emptyText(data.input, escape) : null,
        loading: (_: unknown, escape: Escape) =>
          `<div class="loading">${escape(t('Searching…'))}</div>`,
        option_create: () => null,
        // The library renders the items again as they change: their remove buttons are in its
        // template, a real button each (Backspace works too).
        item: (data: { text: string }, escape: Escape) =>
          config.multiple
            ? `<div>${escape(data.text)}<button type="button" class="remove" tabindex="-1" aria-label="${escape(
                t('Remove @label', { '@label': data.text }),
              )}">×</button></div>`
            : `<div>${escape(data.text)}</div>`,
      },
    };
    if (config.remoteUrl)
      Object.assign(settings, {
        preload: 'focus',
        // The server filters; every option it sent is a match.
        score: () => () => 1,
        shouldLoad: (q: string) => !this.notice(q),
        load: (q: string, callback: (options?: unknown[]) => void) => this.load(q, callback),
      });
    return settings;
  }

  /** A term's first page of remote options. */
  private load(q: string, callback: (options?: unknown[]) => void): void {
    this.failed = false;
    this.query = q;
    this.page = 1;
    // The last term's paging is over: a scroll while this term loads must not ask for its page
    // 2, which would cancel this page 1 and leave the old term's options listed.
    this.more = false;
    this.wiring.search(q, 1).then(
      (data) => {
        this.more = data.more;
        this.ts.clearOptions();
        callback(data.results.map((r) => ({ value: r.id, text: r.text })));
      },
      (error: unknown) => {
        if (this.ctx.signal.aborted || (error as Error)?.name === 'AbortError') return callback();
        this.failed = true;
        this.more = false;
        callback();
      },
    );
  }

  /** Whether remote search has a further page for the term, not already on its way. */
  get wantsMore(): boolean {
    return this.more && !this.loadingMore;
  }

  /** Remote paging: the term's next page, below what is listed. */
  nextPage(): void {
    const list = this.ts.dropdown_content;
    if (!this.wantsMore) return;
    this.loadingMore = true;
    const loader = message('loading-more', t('Loading more results…'));
    list.append(loader);
    this.wiring.say(loader.textContent!);
    this.wiring.search(this.query, this.page + 1).then(
      (data) => {
        loader.remove();
        this.loadingMore = false;
        this.page += 1;
        this.more = data.more;
        this.ts.addOptions(data.results.map((r) => ({ value: r.id, text: r.text })));
        this.ts.refreshOptions(false);
      },
      (error: unknown) => {
        loader.remove();
        this.loadingMore = false;
        if ((error as Error)?.name === 'AbortError') return;
        this.more = false;
        this.failed = true;
        const failed = message('no-results', t('The results could not be loaded.'));
        list.append(failed);
        this.wiring.say(failed.textContent!);
      },
    );
  }

  /**
   * The first library's limits: too short or too long a term, or a full selection, show a
   * message instead of options.
   */
  private limitSearch(): void {
    const { ts } = this;
    const search = ts.search.bind(ts);
    ts.search = (q: string) => {
      const result = search(q);
      return this.notice(q) ? { ...result, items: [] } : result;
    };
  }

  /** Each refresh keeps the list's scroll and says what the dropdown says. */
  private reportRefreshes(): void {
    const { ts } = this;
    const list = ts.dropdown_content;
    const refresh = ts.refreshOptions.bind(ts);
    ts.refreshOptions = (trigger?: boolean) => {
      const top = list.scrollTop;
      refresh(trigger);
      list.scrollTop = top;
      // A failed search says so even when some options (the selected ones) remain listed.
      if (this.failed && !list.querySelector('.no-results'))
        list.prepend(message('no-results', t('The results could not be loaded.')));
      this.wiring.say(list.querySelector('.no-results, .notice, .loading')?.textContent ?? '');
    };
  }

  /**
   * Tom Select gone, the select as it was sent, with the value the editor chose (options that
   * came from a remote search included), its labels and attributes.
   */
  destroy(): void {
    const { select, ts, sent, config } = this;
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
    for (const [label, forAttr, id] of sent.labels) {
      if (forAttr === null) label.removeAttribute('for');
      else label.setAttribute('for', forAttr);
      if (id === null) label.removeAttribute('id');
      else label.id = id;
    }
    if (sent.ariaHidden === null) select.removeAttribute('aria-hidden');
    else select.setAttribute('aria-hidden', sent.ariaHidden);
  }
}
