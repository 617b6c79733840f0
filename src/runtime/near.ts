/**
 * Waiting until an element comes within a viewport height of the visible area: the deferral
 * that keeps a long page's far widgets (chunk, parse and restyle) off its load.
 */
const NEAR_MARGIN = '100% 0px';
const AUTO = { contentVisibilityAuto: true };
type Report = 'near' | 'far' | 'boxless';

interface NearWatch {
  elements: Element[];
  reports: Map<Element, Report>;
  resolve(): void;
  onFar?(): void;
}

let nearObserver: IntersectionObserver | undefined;
const watches = new Map<Element, Set<NearWatch>>();

/**
 * Resolves when one of `elements` comes within a viewport height of the visible area, or when
 * none of them has a box that a scroll could reveal (display: none, a closed dialog): those are
 * not waited for. A box inside a `content-visibility: auto` section the browser skips is far.
 * `onFar` runs once all of them have reported and the wait goes on. Never resolves once `signal`
 * aborts.
 */
export function whenNear(
  elements: Iterable<Element>,
  signal: AbortSignal,
  onFar?: () => void,
): Promise<void> {
  const list = [...new Set(elements)];
  if (!list.length || typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const watch: NearWatch = { elements: list, reports: new Map(), resolve, onFar };
    nearObserver ??= new IntersectionObserver(onNear, { rootMargin: NEAR_MARGIN });
    for (const el of list) {
      let set = watches.get(el);
      if (!set) watches.set(el, (set = new Set()));
      // The observer reports only changes: an element another wait already watches is observed
      // afresh, so this wait gets its first report too (the others see the same state again).
      else nearObserver.unobserve(el);
      nearObserver.observe(el);
      set.add(watch);
    }
    signal.addEventListener('abort', () => unwatch(watch), { once: true });
  });
}

function unwatch(watch: NearWatch): void {
  for (const el of watch.elements) {
    const set = watches.get(el);
    if (set?.delete(watch) && !set.size) {
      watches.delete(el);
      nearObserver?.unobserve(el);
    }
  }
}

function onNear(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    const el = entry.target;
    const box = entry.boundingClientRect;
    if (entry.isIntersecting) note(el, 'near');
    else if (box.width || box.height) note(el, 'far');
    else if (el.checkVisibility(AUTO)) note(el, 'boxless');
    // Not rendered: hidden (boxless), or inside a section content-visibility skips (far). The
    // plain checkVisibility() would tell, but it styles the whole skipped section first (a long
    // task under a large table); the skipping section is found without that.
    else note(el, skippingSection(el) ? 'far' : 'boxless');
  }
}

const heardSections = new WeakSet<Element>();

/**
 * The `content-visibility: auto` section that skips `el`, if that is why it has no box. Checks
 * with `contentVisibilityAuto` stop at a skipped section without styling it. Once the section
 * renders its content, a host still unrendered in it is hidden: boxless.
 */
function skippingSection(el: Element): Element | null {
  let path = el;
  let section = el.parentElement;
  while (section && !section.checkVisibility(AUTO)) {
    path = section;
    section = section.parentElement;
  }
  if (!section || getComputedStyle(section).contentVisibility !== 'auto') return null;
  // A rendered child: the section renders its content, and `el` is hidden in it. Only the first
  // eight are asked: an on-screen section whose first eight children are all hidden makes a
  // hidden host in it wait as far until it shows (the exact answer costs the section's styling).
  let child = section.firstElementChild;
  for (let n = 0; child && n < 8; child = child.nextElementSibling, n++)
    if (child !== path && child.checkVisibility(AUTO)) return null;
  if (!heardSections.has(section)) {
    heardSections.add(section);
    section.addEventListener('contentvisibilityautostatechange', (event) => {
      if ((event as Event & { skipped?: boolean }).skipped) return;
      for (const watched of [...watches.keys()])
        if (section.contains(watched) && !watched.checkVisibility(AUTO)) note(watched, 'boxless');
    });
  }
  return section;
}

function note(el: Element, report: Report): void {
  const set = watches.get(el);
  if (!set) return;
  for (const watch of [...set]) {
    const hadAll = watch.reports.size === watch.elements.length;
    watch.reports.set(el, report);
    const reports = [...watch.reports.values()];
    const all = reports.length === watch.elements.length;
    if (report === 'near' || (all && !reports.includes('far'))) {
      unwatch(watch);
      watch.resolve();
    } else if (all && !hadAll) watch.onFar?.();
  }
}
