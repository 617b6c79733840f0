/**
 * Fault injection for QA and tests. Each endpoint family can be made slow, fail with 500, time
 * out (hang until the client gives up), or answer without the verification header. A query flag
 * `?fault=slow|500|timeout|unverified` on one request wins over the panel's setting.
 */
export type Fault = 'none' | 'slow' | '500' | 'timeout' | 'unverified' | 'malformed';
export const FAULTS: Fault[] = ['none', 'slow', '500', 'timeout', 'unverified', 'malformed'];

const byFamily = new Map<string, Fault>();
export const families = new Set<string>();

export function setFault(family: string, fault: Fault): void {
  if (fault === 'none') byFamily.delete(family);
  else byFamily.set(family, fault);
}

export function faultFor(family: string | undefined, url: URL): Fault {
  const flag = url.searchParams.get('fault');
  if (flag && (FAULTS as string[]).includes(flag)) return flag as Fault;
  return (family && byFamily.get(family)) || 'none';
}

export function allFaults(): Record<string, Fault> {
  return Object.fromEntries([...families].sort().map((f) => [f, byFamily.get(f) ?? 'none']));
}

export function resetFaults(): void {
  byFamily.clear();
}

/** The families answering other than normally, with how: what the banner on every page says. */
export function activeFaults(): [family: string, fault: Fault][] {
  return [...byFamily].sort(([a], [b]) => a.localeCompare(b));
}

/** The pages where each family's endpoints are called, so QA knows where to look. */
export const FAMILY_PAGES: Record<string, [title: string, path: string][]> = {
  ajax: [['AJAX playground', '/widgets/ajax']],
  batch: [
    ['Batch progress', '/widgets/batch-progress'],
    ['Batch operation (editors)', '/admin/config/system/batch'],
  ],
  'ir-forms': [
    ['Email alerts', '/investors/email-alerts'],
    ['Contact', '/investors/contact'],
    ['Document request', '/investors/document-request'],
    ['Stock information (lookup, calculator)', '/investors/stock-information'],
  ],
  login: [
    ['Home (header login panel)', '/?login'],
    ['Log in page', '/user/login'],
    ['Site header', '/widgets/site-header'],
  ],
  media: [
    ['Edit media (editors)', '/admin/media/7/edit'],
    ['Media file helper', '/widgets/media-file-helper'],
  ],
  'modal-pages': [
    ['Modal links', '/widgets/modal-link'],
    ['Home (Investor FAQ)', '/'],
  ],
  prices: [
    ['Investors overview (chart)', '/investors'],
    ['Stock chart', '/widgets/stock-chart'],
  ],
  progress: [['AJAX playground (progress bar)', '/widgets/ajax']],
  select: [
    ['Enhanced selects', '/widgets/enhanced-select'],
    ['Select settings (editors)', '/admin/config/selects'],
  ],
  'stock-quote': [
    ['Investors overview', '/investors'],
    ['Stock information', '/investors/stock-information'],
    ['Stock quote', '/widgets/stock-quote'],
  ],
  toolbar: [
    ['Admin toolbar', '/widgets/admin-toolbar'],
    ['Administration (editors)', '/admin'],
  ],
};

export const SLOW_MS = Number(process.env.DEMO_SLOW_MS ?? 1500);
