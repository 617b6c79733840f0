/**
 * Which selects are enhanced, and how (spec §6, §9; origins §7, §8): the first configuration
 * follows the first select library's defaults, the alternative the second library's.
 */
export type Library = 'select2' | 'chosen';

/** Settings flags as the platform emits them; the first library wins when both are on. */
export function chooseLibrary(settings: Record<string, unknown>): Library | null {
  if (settings.nir_admin_use_select2 === true) return 'select2';
  if (settings.nir_admin_use_chosen === true) return 'chosen';
  return null;
}

/** Selects left alone (spec §6). Kept as selectors so a theme can read what is excluded. */
export const EXCLUDED = [
  '[data-timestamp]',
  '.quote-wrap select',
  '.panels-ipe-block-plugin-form select',
  '.panels-ipe-form:not(.flipped) select',
] as const;

export function isExcluded(select: Element): boolean {
  return EXCLUDED.some((selector) => select.matches(selector));
}

/**
 * The second library turns itself off on phones by user agent: iPhone/iPod, Windows Phone
 * (IEMobile), BlackBerry (BB10) and Android phones. iPad and Android tablets are not phones here.
 */
export function isBlacklistedMobile(userAgent: string): boolean {
  return /iP(od|hone)|IEMobile|Windows Phone|BlackBerry|BB10|Android.*Mobile/i.test(userAgent);
}

/** Search is off in the alternative configuration for selects with fewer than this many options. */
export const SEARCH_THRESHOLD = 10;

export interface SelectConfig {
  library: Library;
  multiple: boolean;
  /** CSS width of the enhanced control. */
  width: string;
  placeholder: string;
  searchable: boolean;
  minimumInputLength: number;
  maximumInputLength: number;
  /** 0 = no limit. */
  maximumSelectionLength: number;
  /** Remote search endpoint (select2's `data-ajax--url`), or null. */
  remoteUrl: string | null;
  allowClear: boolean;
}

function intAttr(select: Element, name: string): number {
  const n = parseInt(select.getAttribute(name) ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export interface Texts {
  chooseFromList: string;
  /** The second library's multiple-select text. */
  chooseFromListSecond: string;
  selectSome: string;
  selectOne: string;
}

/**
 * The configuration for one select. Options a page may set per select use the first library's
 * data attributes (`data-minimum-input-length`, `data-maximum-input-length`,
 * `data-maximum-selection-length`, `data-ajax--url`, `data-placeholder`, `data-allow-clear`);
 * Drupal's `data-cardinality` limits the selection too.
 */
export function configFor(select: HTMLSelectElement, library: Library, texts: Texts): SelectConfig {
  const multiple = select.multiple;
  const own = select.getAttribute('data-placeholder');
  if (library === 'select2') {
    const cardinality = intAttr(select, 'data-cardinality');
    return {
      library,
      multiple,
      width: '100%',
      placeholder: own ?? (multiple ? texts.chooseFromList : ''),
      searchable: true,
      minimumInputLength: intAttr(select, 'data-minimum-input-length'),
      maximumInputLength: intAttr(select, 'data-maximum-input-length'),
      maximumSelectionLength: intAttr(select, 'data-maximum-selection-length') || cardinality,
      remoteUrl: select.getAttribute('data-ajax--url'),
      allowClear: multiple || select.getAttribute('data-allow-clear') === 'true',
    };
  }
  return {
    library,
    multiple,
    width: '150px',
    // Precedence as the second library: the select's own attribute, the site's configured
    // text, the library default.
    placeholder:
      own ?? (multiple ? texts.chooseFromListSecond || texts.selectSome : texts.selectOne),
    // Like the second library, the threshold concerns single selects; multiples always search.
    searchable: multiple || select.options.length >= SEARCH_THRESHOLD,
    minimumInputLength: 0,
    maximumInputLength: 0,
    maximumSelectionLength: 0,
    remoteUrl: null,
    allowClear: false,
  };
}

/** What the dropdown says instead of options, if anything (first library's rules). */
export type Notice =
  | { kind: 'tooShort'; count: number }
  | { kind: 'tooLong'; count: number }
  | { kind: 'maximumSelected'; count: number }
  | null;

export function inputNotice(config: SelectConfig, query: string, selectedCount: number): Notice {
  if (config.maximumSelectionLength > 0 && selectedCount >= config.maximumSelectionLength)
    return { kind: 'maximumSelected', count: config.maximumSelectionLength };
  if (config.minimumInputLength > 0 && query.length < config.minimumInputLength)
    return { kind: 'tooShort', count: config.minimumInputLength - query.length };
  if (config.maximumInputLength > 0 && query.length > config.maximumInputLength)
    return { kind: 'tooLong', count: query.length - config.maximumInputLength };
  return null;
}

export interface RemoteOption {
  id: string;
  text: string;
}

export interface RemotePage {
  results: RemoteOption[];
  more: boolean;
}

/** Reads `{results:[{id,text}], pagination:{more}}`; anything malformed is an error. */
export function parseRemotePage(data: unknown): RemotePage {
  if (!data || typeof data !== 'object') throw new Error('Remote search: not an object.');
  const body = data as { results?: unknown; pagination?: { more?: unknown } };
  if (!Array.isArray(body.results)) throw new Error('Remote search: no results array.');
  const results: RemoteOption[] = [];
  for (const item of body.results) {
    if (!item || typeof item !== 'object') continue;
    const { id, text } = item as { id?: unknown; text?: unknown };
    if ((typeof id === 'string' || typeof id === 'number') && typeof text === 'string')
      results.push({ id: String(id), text });
  }
  return { results, more: body.pagination?.more === true };
}

/** Whether the list is scrolled to within `threshold` px of its end (load the next page). */
export function nearEnd(
  list: { scrollTop: number; clientHeight: number; scrollHeight: number },
  threshold = 50,
): boolean {
  return list.scrollTop + list.clientHeight >= list.scrollHeight - threshold;
}

export function remoteUrl(base: string, query: string, page: number, origin: string): string {
  const url = new URL(base, origin);
  url.searchParams.set('q', query);
  url.searchParams.set('page', String(page));
  return url.origin === origin ? url.pathname + url.search : url.href;
}
