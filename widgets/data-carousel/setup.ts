/**
 * The carousel's controller, in plain DOM: APG carousel roles and names on the server's row,
 * loop clones, previous/next, the counter, dots, swipe, autoplay with its rotation button and
 * video slides. The state is one small object; `sync()` brings the DOM in line with it after
 * every change, touching only what changed. Everything added to the server markup goes on
 * disconnect.
 */
import type { WidgetContext } from '../../src/runtime/define';
import { REDUCED_MOTION, watchMedia } from '../../src/runtime/media';
import { t } from '../../src/runtime/t';
import { afterPaint, debounce, throttle } from '../../src/runtime/timing';
import {
  canStep,
  cloneCount,
  GUARD_MS,
  WHEEL_RESET_MS,
  layoutFor,
  positionCount,
  step,
  swipeDirection,
  visibleSlides,
  wrap,
  type Move,
} from './logic';
import { swipedRows } from './define';
import type { CarouselModel } from './parse';

let ids = 0;

/** Layout the slides inherit, set on the host (they change on a resize, not on a move). */
const VARS = ['--carousel-width', '--carousel-gap', '--carousel-speed'];

/** Sets attributes on a server node and returns how to put the old values back. */
function setAttrs(el: Element, attrs: Record<string, string | null>): () => void {
  const old = Object.keys(attrs).map((name) => [name, el.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attrs)) attr(el, name, value);
  return () => {
    for (const [name, value] of old) attr(el, name, value);
  };
}

/** Sets (or with null removes) one attribute, only when it differs. */
function attr(el: Element, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/** A new element with its attributes in the order given. */
function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

/** A copy of a slide for the loop: inert, hidden from assistive technology, without ids. */
function cloneSlide(slide: HTMLElement): HTMLElement {
  const clone = slide.cloneNode(true) as HTMLElement;
  for (const el of [clone, ...clone.querySelectorAll('[id]')]) el.removeAttribute('id');
  for (const el of clone.querySelectorAll('[data-video-url]')) el.removeAttribute('data-video-url');
  clone.classList.add('carousel__slide--clone');
  clone.setAttribute('inert', '');
  clone.setAttribute('aria-hidden', 'true');
  clone.removeAttribute('aria-label');
  return clone;
}

export function setup(model: CarouselModel, ctx: WidgetContext<unknown>): void {
  const { host, viewport, track, slides, titles, options } = model;
  const { signal } = ctx;
  const count = slides.length;
  const names = slides.map((_, i) =>
    titles[i]
      ? t('@title, @index of @count', { '@title': titles[i]!, '@index': i + 1, '@count': count })
      : t('@index of @count', { '@index': i + 1, '@count': count }),
  );

  const reduced = watchMedia(
    REDUCED_MOTION,
    // Reduced motion stops rotation; the visitor may still start it again.
    (matches) => update(matches ? { reduced: matches, playing: false } : { reduced: matches }),
    signal,
  );
  // A keyboard visitor may be in a slide before this code arrives: the carousel starts on that
  // slide (making it inert would drop focus), and rotation starts stopped, as focus would stop it.
  // A row swiped before then goes on from the slide the visitor reached (read before the enhanced
  // styles clip the row, which drops its scroll position).
  const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
  let start = Math.max(focused, 0);
  if (focused < 0 && swipedRows.has(viewport) && count > 1) {
    const width = slides[1]!.offsetLeft - slides[0]!.offsetLeft;
    if (width > 0) start = Math.min(Math.round(viewport.scrollLeft / width), count - 1);
  }
  const state = {
    reduced,
    /** The window width, updated after `options.refresh` ms of quiet after a resize. */
    width: window.innerWidth,
    /** The real slide the carousel is on (may exceed the positions a resize left). */
    current: start,
    /** The virtual position the row shows: a clone while sliding onto one, else `current`. */
    shown: start,
    playing: options.autoplay && !reduced && !host.contains(document.activeElement),
    hovered: host.matches(':hover'),
    pageHidden: document.hidden,
    outOfSight: false,
  };
  type State = typeof state;
  const trackId = track.id || `carousel-slides-${++ids}`;
  const active = slides.map((slide) => slide.classList.contains('is-active'));
  /**
   * What transitions on a move: the row, or the slides of a fade. The placing mark goes on them
   * and not on the host, so taking it off restyles them alone.
   */
  const transitioning = options.fade ? slides : [track];

  // What the last sync() derived; the handlers move from there.
  let view = { at: 0, positions: 1, clones: 0, duration: 0 };
  // What the DOM shows, so that sync() writes only changes.
  const vars = new Map<string, string>();
  let clones: HTMLElement[] = [];
  let inView = '';
  let lastAt = -1;
  const untold: number[] = [];
  let rotationAt: number | null = null;
  let rotationTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let pendingSettle: (() => void) | undefined;
  let stopVideos = () => {};
  const restore: (() => void)[] = [];

  // Controls, made on the first sync with more than one position.
  const rotationSlot = document.createElement('div');
  let controls: HTMLElement | undefined;
  let shownControls = false;
  let rotation: HTMLButtonElement | undefined;
  let prev: HTMLButtonElement | undefined;
  let next: HTMLButtonElement | undefined;
  let counter: HTMLElement | undefined;
  let dotGroup: HTMLElement | undefined;
  const dots: HTMLButtonElement[] = [];

  // Registered before the first change, so that a setup that throws half-way is undone too.
  signal.addEventListener(
    'abort',
    () => {
      clearTimeout(settleTimer);
      clearTimeout(rotationTimer);
      for (const el of transitioning) el.removeAttribute('data-carousel-placing');
      rotationSlot.remove();
      controls?.remove();
      for (const undo of restore) undo();
      for (const name of VARS) host.style.removeProperty(name);
      track.style.removeProperty('transform');
      // The empty attribute our properties leave behind (a server sends none that is empty).
      if (track.getAttribute('style') === '') track.removeAttribute('style');
      // Only if there: classList.remove rewrites the server's class attribute even when absent.
      if (track.classList.contains('is-dragging')) track.classList.remove('is-dragging');
      slides.forEach((slide, i) => {
        slide.removeAttribute('inert');
        slide.classList.toggle('is-active', active[i]);
      });
      for (const clone of clones) clone.remove();
    },
    { once: true },
  );

  function update(patch: Partial<State>): void {
    if ((Object.keys(patch) as (keyof State)[]).every((key) => state[key] === patch[key])) return;
    Object.assign(state, patch);
    sync();
  }

  function setVar(name: string, value: string): void {
    if (vars.get(name) === value) return;
    vars.set(name, value);
    host.style.setProperty(name, value);
  }

  let rowAt = 0;
  let rowDrag = 0;
  /**
   * The row's place: a position (in slides, clones included) and the drag under way. Written as
   * the row's own transform and not as a custom property, which every node of every slide would
   * inherit and restyle for on each move.
   */
  function placeRow(at = rowAt, drag = rowDrag): void {
    rowAt = at;
    rowDrag = drag;
    if (options.fade) return;
    const transform = `translateX(calc(${drag}px - ${at} * (var(--carousel-width) + var(--carousel-gap))))`;
    if (track.style.transform !== transform) track.style.transform = transform;
  }

  /* Moves ------------------------------------------------------------------------------------ */

  let placing = true;
  function placed(): void {
    if (!placing) return;
    placing = false;
    for (const el of transitioning) el.removeAttribute('data-carousel-placing');
  }

  function apply(move: Move): void {
    placed();
    const { clones, duration } = view;
    clearTimeout(settleTimer);
    // A move while the row is still sliding onto a clone starts from the real slide the clone
    // stands for: dropping the jump swept the row back across the whole track.
    pendingSettle?.();
    stopVideos();
    state.current = move.settle;
    if (move.to === move.settle || duration === 0) {
      state.shown = move.settle;
      sync();
      return;
    }
    state.shown = move.to;
    // After sliding onto a clone, jump to the real slide without a transition.
    const jump = () => {
      pendingSettle = undefined;
      track.style.transition = 'none';
      placeRow(move.settle + clones);
      void track.offsetWidth;
      track.style.transition = '';
      state.shown = move.settle;
    };
    pendingSettle = jump;
    settleTimer = setTimeout(() => {
      jump();
      sync();
    }, duration);
    sync();
  }

  // Moves less than GUARD_MS apart are dropped; autoplay's own moves skip the guard.
  const guarded = throttle(apply, GUARD_MS);
  function stepBy(direction: 1 | -1, guard = true): void {
    const move = step(view.at, direction, view.positions, options.loop, view.clones);
    if (!move) return;
    if (guard) guarded(move);
    else apply(move);
  }
  function goTo(index: number): void {
    if (index !== view.at) guarded({ to: index, settle: index });
  }

  /* Rendering -------------------------------------------------------------------------------- */

  function button(attrs: Record<string, string>, onClick: () => void, ...children: Node[]) {
    const el = make('button', { type: 'button', ...attrs }, ...children);
    ctx.listen(el, 'click', onClick);
    return el;
  }

  function makeControls(): HTMLElement {
    if (options.autoplay)
      rotation = button(
        { class: 'carousel__button carousel__button--rotation' },
        () => update({ playing: !state.playing }),
        make('span', { 'aria-hidden': 'true', class: 'carousel__icon' }),
      );
    const parts: HTMLElement[] = [];
    const arrow = (direction: 1 | -1, label: string, sign: string) =>
      button(
        {
          class: `carousel__button carousel__button--${direction > 0 ? 'next' : 'prev'}`,
          'aria-controls': trackId,
          'aria-label': label,
        },
        () => stepBy(direction),
        make('span', { 'aria-hidden': 'true' }, sign),
      );
    if (options.nav) parts.push((prev = arrow(-1, t('Previous slide'), '‹')));
    if (options.counter)
      parts.push(
        make(
          'p',
          { class: 'carousel__counter', 'aria-hidden': 'true' },
          (counter = make('span', { class: 'carousel__count' })),
        ),
      );
    if (options.nav) parts.push((next = arrow(1, t('Next slide'), '›')));
    if (options.dots)
      parts.push(
        (dotGroup = make('div', {
          class: 'carousel__dots',
          role: 'group',
          'aria-label': t('Choose slide to display'),
        })),
      );
    return make('div', { class: 'carousel__controls' }, ...parts);
  }

  /** The controls for `positions` stops at `at`; none where there is nowhere to move. */
  function renderControls(at: number, positions: number): void {
    const wanted = positions > 1;
    if (wanted !== shownControls) {
      shownControls = wanted;
      if (wanted) {
        controls ??= makeControls();
        if (rotation) rotationSlot.append(rotation);
        host.append(controls);
      } else {
        rotation?.remove();
        controls?.remove();
      }
    }
    if (!wanted) return;
    const { playing } = state;
    if (rotation) {
      attr(
        rotation,
        'aria-label',
        playing ? t('Stop automatic slide show') : t('Start automatic slide show'),
      );
      attr(rotation, 'data-state', playing ? 'playing' : 'paused');
    }
    if (prev) attr(prev, 'aria-disabled', canStep(at, -1, positions, options.loop) ? null : 'true');
    if (counter) {
      const text = t('@current / @total', { '@current': at + 1, '@total': count });
      if (counter.textContent !== text) counter.textContent = text;
    }
    if (next) attr(next, 'aria-disabled', canStep(at, 1, positions, options.loop) ? null : 'true');
    if (dotGroup) {
      while (dots.length > positions) dots.pop()!.remove();
      while (dots.length < positions) {
        const i = dots.length;
        const dot = button(
          { class: 'carousel__dot', 'aria-label': names[i]!, 'aria-controls': trackId },
          () => goTo(i),
        );
        dots.push(dot);
        dotGroup.append(dot);
      }
      dots.forEach((dot, i) => attr(dot, 'aria-disabled', i === at ? 'true' : null));
    }
  }

  /** Loop clones on both sides of the row, `n` each. */
  function renderClones(n: number): void {
    if (n * 2 === clones.length) return;
    for (const clone of clones) clone.remove();
    const before: HTMLElement[] = [];
    const after: HTMLElement[] = [];
    for (let i = n; i >= 1; i--) before.push(cloneSlide(slides[wrap(-i, count)]!));
    for (let i = 0; i < n; i++) after.push(cloneSlide(slides[wrap(count + i, count)]!));
    track.prepend(...before);
    track.append(...after);
    clones = [...before, ...after];
  }

  /**
   * `data-carousel:change` for every change, in order, once the frame showing it is out (as the
   * component's effect did): listeners never hold up the move's own frame.
   */
  function tell(index: number): void {
    untold.push(index);
    if (untold.length > 1) return;
    afterPaint(() => {
      for (const at of untold.splice(0)) ctx.emit('data-carousel:change', { index: at, count });
    }, signal);
  }

  let visible = new Set<number>();
  let inertPending = false;
  /** Slides out of view are inert: Tab and assistive technology skip them. */
  function markInert(): void {
    inertPending = false;
    slides.forEach((slide, i) => slide.toggleAttribute('inert', !visible.has(i)));
  }

  function sync(): void {
    const layout = layoutFor(options, state.width);
    const positions = positionCount(count, layout.items, options.loop);
    const clones = cloneCount(count, layout.items, options.loop, options.fade);
    const duration = state.reduced ? 0 : options.speed;
    const at = Math.min(state.current, positions - 1);
    view = { at, positions, clones, duration };

    renderControls(at, positions);
    renderClones(clones);
    // Position, widths and which slides are in view (the others are inert).
    setVar('--carousel-width', layout.slideWidth);
    setVar('--carousel-gap', `${layout.gap}px`);
    setVar('--carousel-speed', `${duration}ms`);
    // At rest the row shows the current slide (clamped when a resize left fewer positions).
    const position = options.fade ? 0 : state.shown === state.current ? at : state.shown;
    placeRow(position + clones);
    if (inView !== `${at} ${layout.items}`) {
      inView = `${at} ${layout.items}`;
      visible = new Set(visibleSlides(at, layout.items, count));
      slides.forEach((slide, i) => slide.classList.toggle('is-active', visible.has(i)));
      // A slide that leaves or enters the view while the row slides is marked once the move's
      // first frame is out: changing inert repaints the moving row.
      if (placing || duration === 0 || options.fade) markInert();
      else if (!inertPending) {
        inertPending = true;
        afterPaint(markInert, signal);
      }
    }
    attr(track, 'aria-live', state.playing ? 'off' : 'polite');
    if (at !== lastAt) tell((lastAt = at));

    // Rotation: a timer per slide while nothing holds it; a manual move starts it afresh.
    const rotating =
      state.playing && !state.hovered && !state.pageHidden && !state.outOfSight && positions > 1;
    const wait = rotating ? at : null;
    if (wait !== rotationAt) {
      rotationAt = wait;
      clearTimeout(rotationTimer);
      if (rotating) rotationTimer = setTimeout(() => stepBy(1, false), options.autoplayTimeout);
    }
  }

  /* Mount ------------------------------------------------------------------------------------ */

  // Roles and names on the server nodes, and the enhanced layout; all put back on disconnect.
  const named = host.hasAttribute('aria-label') || host.hasAttribute('aria-labelledby');
  restore.push(
    setAttrs(host, {
      role: named ? (host.localName === 'section' ? host.getAttribute('role') : 'region') : 'group',
      'aria-roledescription': t('carousel'),
      'aria-label': named ? host.getAttribute('aria-label') : t('Slideshow'),
      'data-carousel-enhanced': options.fade ? 'fade' : 'slide',
    }),
    // aria-live follows the rotation (sync); listed here so that the server's own value comes back.
    setAttrs(track, { id: trackId, 'aria-atomic': 'false', 'aria-live': 'off' }),
    ...slides.map((slide) =>
      setAttrs(slide, { role: 'group', 'aria-roledescription': t('slide') }),
    ),
    ...slides.map((slide, i) => setAttrs(slide, { 'aria-label': names[i]! })),
  );
  host.prepend(rotationSlot);
  rotationSlot.className = 'carousel__rotation';
  // Placing the row on the current slide is not a move: without this, the enhanced rules'
  // positions and transitions arrive together and every carousel slides (or fades) across on
  // page load. Transitions stay off until the visitor first moves the row (placed()), and come
  // on in the same style change as that move, which then slides. Waiting for a frame and
  // reading the resting style instead restyled the page in a task of its own during load.
  for (const el of transitioning) el.setAttribute('data-carousel-placing', '');
  // A row a theme keeps scrollable drops the visitor's swipe (the start slide took it over).
  // Read after the browser's own layout (the observer's first report): touching scrollLeft
  // here would force a layout of the whole page during enhancement.
  ctx
    .observe(
      new ResizeObserver((_, observer) => {
        observer.disconnect();
        if (viewport.scrollLeft) viewport.scrollLeft = 0;
      }),
    )
    .observe(viewport);

  sync();

  ctx.listen(
    window,
    'resize',
    debounce(() => update({ width: window.innerWidth }), options.refresh, signal),
  );

  // Swipe: pointer events on the viewport; `touch-action: pan-y` leaves vertical scroll alone.
  let drag: { x: number; y: number; id: number } | null = null;
  let dragged = false;
  const end = (event: PointerEvent, cancelled: boolean) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    drag = null;
    track.classList.remove('is-dragging');
    placeRow(rowAt, 0);
    if (cancelled) return;
    const direction = swipeDirection(dx, dy);
    if (direction) stepBy(direction);
  };
  ctx.listen(viewport, 'pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, id: event.pointerId };
    dragged = false;
  });
  ctx.listen(viewport, 'pointermove', (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    // A button released where we could not hear it (another window) ends the drag here.
    if (event.pointerType === 'mouse' && !(event.buttons & 1)) return end(event, true);
    const dx = event.clientX - drag.x;
    if (!dragged && Math.abs(dx) > 10 && Math.abs(dx) > Math.abs(event.clientY - drag.y)) {
      dragged = true;
      track.classList.add('is-dragging');
      placed(); // the row follows the finger without a transition while it drags
      // The release may happen off the row (over the controls, outside the window): it must
      // still end the drag, or the row follows a mouse with no button held.
      try {
        viewport.setPointerCapture(event.pointerId);
      } catch {
        // A pointer that is no longer active (a synthetic event): nothing to hold.
      }
    }
    if (dragged) placeRow(rowAt, dx);
  });
  ctx.listen(viewport, 'pointerup', (event) => end(event, false));
  ctx.listen(viewport, 'pointercancel', (event) => end(event, true));
  // A touch starts captured by what it touched (an image, a link): taking the capture makes that
  // element lose it, and its event bubbles here. Only the row's own loss ends the drag.
  // https://w3c.github.io/pointerevents/#implicit-pointer-capture
  ctx.listen(viewport, 'lostpointercapture', (event) => {
    if (event.target === viewport) end(event, true);
  });
  // A drag is not a click on the link under it; a click without movement still is.
  ctx.listen(
    viewport,
    'click',
    (event) => {
      if (dragged) {
        event.preventDefault();
        event.stopPropagation();
        dragged = false;
      }
    },
    { capture: true },
  );
  ctx.listen(viewport, 'dragstart', (event) => event.preventDefault());

  // A sideways wheel or trackpad swipe moves one slide per gesture, which ends WHEEL_RESET_MS
  // after its last event. An up-or-down wheel is the page's scroll: left alone.
  let wheeling = 0;
  ctx.listen(
    viewport,
    'wheel',
    (event) => {
      const { deltaX, deltaY } = event as WheelEvent;
      if (Math.abs(deltaX) <= Math.abs(deltaY)) return;
      event.preventDefault();
      if (!wheeling) stepBy(deltaX > 0 ? 1 : -1);
      clearTimeout(wheeling);
      wheeling = window.setTimeout(() => (wheeling = 0), WHEEL_RESET_MS);
    },
    { passive: false },
  );

  // Autoplay pauses on hover (not over the rotation button), stops for good on focus inside.
  if (options.autoplay) {
    const onRotation = (target: EventTarget | null) =>
      shownControls && !!rotation?.contains(target as Node);
    ctx.listen(host, 'mouseover', (event) => update({ hovered: !onRotation(event.target) }));
    ctx.listen(host, 'mouseleave', () => update({ hovered: false }));
    ctx.listen(host, 'focusin', (event) => {
      if (!onRotation(event.target)) update({ playing: false });
    });
    ctx.listen(document, 'visibilitychange', () => update({ pageHidden: document.hidden }));
    // Scrolled out of sight, it waits: nobody sees the slides move, and each move restyles the
    // carousel and wakes the phone.
    ctx
      .observe(
        new IntersectionObserver((entries) =>
          update({ outOfSight: !entries.at(-1)!.isIntersecting }),
        ),
      )
      .observe(host);
  }

  // The video variant loads its player code only where a slide has a video.
  if (model.videos.length)
    import('./video').then(
      ({ setupVideos }) => {
        // A video that cannot play keeps its link, and the carousel goes on: a warning, not
        // the widget's failure (which would also refuse the host when it is inserted again).
        if (!signal.aborted)
          stopVideos = setupVideos(model.videos, signal, (e) =>
            ctx.warn('a video slide keeps its link:', e),
          );
      },
      (error: unknown) => ctx.warn('the video player could not load; the links stay.', error),
    );
}
