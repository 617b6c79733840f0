/**
 * The carousel's behaviour on its server nodes, as small hooks: the enhanced markup, the loop
 * clones, the row's place, moves, rotation, swipe, wheel and the holds on autoplay. A move
 * writes the few attributes and the one transform that change; the slides are never rendered.
 */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { WidgetContext } from '../../src/runtime/widget';
import { t } from '../../src/runtime/t';
import { afterPaint, debounce, throttle } from '../../src/runtime/timing';
import { swipedRows } from './define';
import {
  GUARD_MS,
  WHEEL_RESET_MS,
  step,
  swipeDirection,
  visibleSlides,
  wrap,
  type Layout,
  type Move,
} from './logic';
import type { CarouselModel } from './parse';

export interface CarouselState {
  /** The window width, updated after `options.refresh` ms of quiet after a resize. */
  width: number;
  /** The real slide the carousel is on (may exceed the positions a resize left). */
  current: number;
  /** The virtual position the row shows: a clone while sliding onto one, else `current`. */
  shown: number;
  playing: boolean;
  hovered: boolean;
  pageHidden: boolean;
  outOfSight: boolean;
}

export type Update = (
  patch: Partial<CarouselState> | ((s: CarouselState) => Partial<CarouselState>),
) => void;

/** What a render derived; the handlers move from there. */
export interface View {
  at: number;
  positions: number;
  clones: number;
  duration: number;
}

/** Layout the slides inherit, set on the host (they change on a resize, not on a move). */
const VARS = ['--carousel-width', '--carousel-gap', '--carousel-speed'];

/** Sets (or with null removes) one attribute, only when it differs. */
export function attr(el: Element, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/** Sets attributes on a server node and returns how to put the old values back. */
function setAttrs(el: Element, attrs: Record<string, string | null>): () => void {
  const old = Object.keys(attrs).map((name) => [name, el.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attrs)) attr(el, name, value);
  return () => {
    for (const [name, value] of old) attr(el, name, value);
  };
}

/** The slide the carousel starts on: the one holding focus, else the one a swipe reached. */
export function startSlide(model: CarouselModel): number {
  const { slides, viewport } = model;
  // A keyboard visitor may be in a slide before this code arrives: the carousel starts on that
  // slide (making it inert would drop focus).
  const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
  if (focused >= 0) return focused;
  // A row swiped before then goes on from the slide the visitor reached (read before the
  // enhanced styles clip the row, which drops its scroll position).
  if (swipedRows.has(viewport) && slides.length > 1) {
    const width = slides[1]!.offsetLeft - slides[0]!.offsetLeft;
    if (width > 0) return Math.min(Math.round(viewport.scrollLeft / width), slides.length - 1);
  }
  return 0;
}

/** The carousel's state, and an update that keeps the old object when nothing changes. */
export function useCarouselState(init: () => CarouselState): [CarouselState, Update] {
  const [state, setState] = useState(init);
  const [update] = useState(
    (): Update => (patch) =>
      setState((s) => {
        const next = typeof patch === 'function' ? patch(s) : patch;
        const keys = Object.keys(next) as (keyof CarouselState)[];
        return keys.every((key) => s[key] === next[key]) ? s : { ...s, ...next };
      }),
  );
  return [state, update];
}

/**
 * The row's place: a position (in slides, clones included) and the drag under way. Written as
 * the row's own transform and not as a custom property, which every node of every slide would
 * inherit and restyle for on each move.
 */
export class Row {
  at = 0;
  drag = 0;
  /** Transitions are off until the visitor first moves the row (see useServerMarkup). */
  placing = true;
  private written = '';
  readonly transitioning: HTMLElement[];
  constructor(private model: CarouselModel) {
    // What transitions on a move: the row, or the slides of a fade. The placing mark goes on
    // them and not on the host, so taking it off restyles them alone.
    this.transitioning = model.options.fade ? model.slides : [model.track];
  }
  place(at = this.at, drag = this.drag): void {
    this.at = at;
    this.drag = drag;
    if (this.model.options.fade) return;
    const transform = `translateX(calc(${drag}px - ${at} * (var(--carousel-width) + var(--carousel-gap))))`;
    if (transform === this.written) return;
    this.written = transform;
    this.model.track.style.transform = transform;
  }
  /** The first move or drag turns transitions on, in the same style change as the move. */
  placed(): void {
    if (!this.placing) return;
    this.placing = false;
    for (const el of this.transitioning) el.removeAttribute('data-carousel-placing');
  }
  forget(): void {
    this.written = '';
  }
}

/**
 * Roles and names on the server nodes and the enhanced layout, before the first paint; all put
 * back on unmount, with everything the other hooks wrote on the server nodes.
 */
export function useServerMarkup(
  model: CarouselModel,
  row: Row,
  trackId: string,
  names: string[],
): void {
  useLayoutEffect(() => {
    const { host, viewport, track, slides, options } = model;
    const active = slides.map((slide) => slide.classList.contains('is-active'));
    const named = host.hasAttribute('aria-label') || host.hasAttribute('aria-labelledby');
    const restore = [
      setAttrs(host, {
        role: named
          ? host.localName === 'section'
            ? host.getAttribute('role')
            : 'region'
          : 'group',
        'aria-roledescription': t('carousel'),
        'aria-label': named ? host.getAttribute('aria-label') : t('Slideshow'),
        'data-carousel-enhanced': options.fade ? 'fade' : 'slide',
      }),
      // aria-live follows the rotation (useRowView); listed here so that the server's own
      // value comes back.
      setAttrs(track, { id: trackId, 'aria-atomic': 'false', 'aria-live': 'off' }),
      ...slides.map((slide, i) =>
        setAttrs(slide, {
          role: 'group',
          'aria-roledescription': t('slide'),
          'aria-label': names[i]!,
        }),
      ),
    ];
    // Placing the row on the current slide is not a move: without this, the enhanced rules'
    // positions and transitions arrive together and every carousel slides (or fades) across on
    // page load. Transitions stay off until the visitor first moves the row (Row.placed), and
    // come on in the same style change as that move, which then slides.
    for (const el of row.transitioning) el.setAttribute('data-carousel-placing', '');
    // A row a theme keeps scrollable drops the visitor's swipe (the start slide took it over).
    // Read after the browser's own layout (the observer's first report): touching scrollLeft
    // here would force a layout of the whole page during enhancement.
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      if (viewport.scrollLeft) viewport.scrollLeft = 0;
    });
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      for (const el of row.transitioning) el.removeAttribute('data-carousel-placing');
      for (const undo of restore) undo();
      for (const name of VARS) host.style.removeProperty(name);
      track.style.removeProperty('transform');
      track.style.removeProperty('transition');
      row.forget();
      // The empty attribute our properties leave behind (a server sends none that is empty).
      if (track.getAttribute('style') === '') track.removeAttribute('style');
      if (host.getAttribute('style') === '') host.removeAttribute('style');
      // Only if there: classList.remove rewrites the server's class attribute even when absent.
      if (track.classList.contains('is-dragging')) track.classList.remove('is-dragging');
      slides.forEach((slide, i) => {
        slide.removeAttribute('inert');
        if (slide.classList.contains('is-active') !== active[i])
          slide.classList.toggle('is-active', active[i]);
      });
    };
  }, [model, row, trackId, names]);
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

/** Loop clones on both sides of the row, `n` each (made again only when `n` changes). */
export function useClones(model: CarouselModel, n: number): void {
  useLayoutEffect(() => {
    if (!n) return;
    const { slides, track } = model;
    const count = slides.length;
    const before: HTMLElement[] = [];
    const after: HTMLElement[] = [];
    for (let i = n; i >= 1; i--) before.push(cloneSlide(slides[wrap(-i, count)]!));
    for (let i = 0; i < n; i++) after.push(cloneSlide(slides[wrap(count + i, count)]!));
    track.prepend(...before);
    track.append(...after);
    return () => {
      for (const clone of before) clone.remove();
      for (const clone of after) clone.remove();
    };
  }, [model, n]);
}

/**
 * The row in line with a render, before its paint: widths on the host, the row's transform,
 * which slides are in view (the others inert) and the live region; then
 * `data-carousel:change` once the frame showing a new slide is out.
 */
export function useRowView(
  model: CarouselModel,
  row: Row,
  view: View,
  layout: Layout,
  shown: number,
  current: number,
  playing: boolean,
  ctx: WidgetContext<unknown>,
): void {
  const { host, track, slides, options } = model;
  const { at, clones, duration } = view;
  const [mem] = useState(() => ({
    vars: new Map<string, string>(),
    inView: '',
    visible: new Set<number>(),
    inertPending: false,
    lastAt: -1,
    untold: [] as number[],
  }));

  useLayoutEffect(() => {
    const set = (name: string, value: string) => {
      if (mem.vars.get(name) === value) return;
      mem.vars.set(name, value);
      host.style.setProperty(name, value);
    };
    set('--carousel-width', layout.slideWidth);
    set('--carousel-gap', `${layout.gap}px`);
    set('--carousel-speed', `${duration}ms`);
  }, [host, mem, layout.slideWidth, layout.gap, duration]);

  useLayoutEffect(() => {
    // At rest the row shows the current slide (clamped when a resize left fewer positions).
    const position = options.fade ? 0 : shown === current ? at : shown;
    row.place(position + clones);
  }, [row, options.fade, shown, current, at, clones]);

  useLayoutEffect(() => {
    const key = `${at} ${layout.items}`;
    if (mem.inView === key) return;
    mem.inView = key;
    const visible = new Set(visibleSlides(at, layout.items, slides.length));
    // Only the slides whose state changes: a class write restyles the slide's subtree.
    slides.forEach((slide, i) => {
      if (visible.has(i) !== mem.visible.has(i))
        slide.classList.toggle('is-active', visible.has(i));
    });
    mem.visible = visible;
    /** Slides out of view are inert: Tab and assistive technology skip them. */
    const markInert = () => {
      mem.inertPending = false;
      slides.forEach((slide, i) => {
        const inert = !mem.visible.has(i);
        if (slide.hasAttribute('inert') !== inert) slide.toggleAttribute('inert', inert);
      });
    };
    // A slide that leaves or enters the view while the row slides is marked once the move's
    // first frame is out: changing inert repaints the moving row.
    if (row.placing || duration === 0 || options.fade) markInert();
    else if (!mem.inertPending) {
      mem.inertPending = true;
      afterPaint(markInert, ctx.signal);
    }
  }, [row, mem, slides, at, layout.items, duration, options.fade, ctx]);

  useLayoutEffect(() => {
    attr(track, 'aria-live', playing ? 'off' : 'polite');
  }, [track, playing]);

  useLayoutEffect(() => {
    if (at === mem.lastAt || ctx.signal.aborted) return;
    mem.lastAt = at;
    // Every change, in order, once the frame showing it is out: listeners never hold up the
    // move's own frame.
    mem.untold.push(at);
    if (mem.untold.length > 1) return;
    afterPaint(() => {
      for (const index of mem.untold.splice(0))
        ctx.emit('data-carousel:change', { index, count: slides.length });
    }, ctx.signal);
  }, [mem, at, slides, ctx]);
}

export interface Moves {
  /** One step; `guard` drops it when less than GUARD_MS after the last guarded move. */
  stepBy(direction: 1 | -1, guard?: boolean): void;
  goTo(index: number, guard?: boolean): void;
}

/**
 * Moves from the last render's view. A move writes no layout and reads none: the new state
 * renders, and the row's transform slides on the compositor.
 */
export function useMoves(
  model: CarouselModel,
  row: Row,
  view: RefObject<View>,
  update: Update,
  stopVideos: RefObject<() => void>,
): Moves {
  const [moves] = useState(() => {
    const { track, options } = model;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    let pendingSettle: (() => void) | undefined;
    const apply = (move: Move) => {
      row.placed();
      const { clones, duration } = view.current;
      clearTimeout(settleTimer);
      // A move while the row is still sliding onto a clone starts from the real slide the
      // clone stands for: dropping the jump swept the row back across the whole track.
      pendingSettle?.();
      stopVideos.current();
      if (move.to === move.settle || duration === 0) {
        update({ current: move.settle, shown: move.settle });
        return;
      }
      // After sliding onto a clone, jump to the real slide without a transition.
      const jump = () => {
        pendingSettle = undefined;
        track.style.transition = 'none';
        row.place(move.settle + clones);
        void track.offsetWidth;
        track.style.transition = '';
      };
      pendingSettle = jump;
      settleTimer = setTimeout(() => {
        jump();
        update({ shown: move.settle });
      }, duration);
      update({ current: move.settle, shown: move.to });
    };
    // Moves less than GUARD_MS apart are dropped; autoplay's own moves skip the guard.
    const guarded = throttle(apply, GUARD_MS);
    const go = (move: Move, guard: boolean) => (guard ? guarded(move) : apply(move));
    return {
      moves: {
        stepBy(direction: 1 | -1, guard = true) {
          const { at, positions, clones } = view.current;
          const move = step(at, direction, positions, options.loop, clones);
          if (move) go(move, guard);
        },
        goTo(index: number, guard = true) {
          const { at, positions } = view.current;
          if (index !== at && index >= 0 && index < positions)
            go({ to: index, settle: index }, guard);
        },
      } satisfies Moves,
      stop: () => clearTimeout(settleTimer),
    };
  });
  useEffect(() => moves.stop, [moves]);
  return moves.moves;
}

/** Rotation: a timer per slide while nothing holds it; a manual move starts it afresh. */
export function useRotation(wait: number | null, ms: number, moves: Moves): void {
  // A layout effect: the timer counts from the frame that shows the slide, not after it.
  useLayoutEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => moves.stepBy(1, false), ms);
    return () => clearTimeout(timer);
  }, [wait, ms, moves]);
}

/** The window width for the layout, after `ms` of quiet after a resize. */
export function useResize(ms: number, update: Update): void {
  // Layout effects here and below: a resize or a press right after enhancing counts.
  useLayoutEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    addEventListener(
      'resize',
      debounce(() => update({ width: innerWidth }), ms, signal),
      {
        signal,
      },
    );
    // A resize between the first render and now.
    update({ width: innerWidth });
    return () => controller.abort();
  }, [ms, update]);
}

/** Swipe (pointer events on the viewport) and the sideways wheel: one slide per gesture. */
export function useSwipe(model: CarouselModel, row: Row, moves: Moves): void {
  useLayoutEffect(() => {
    const { viewport, track } = model;
    const controller = new AbortController();
    const on = <E extends Event>(
      type: string,
      fn: (event: E) => void,
      options: AddEventListenerOptions = {},
    ) =>
      viewport.addEventListener(type, fn as EventListener, {
        ...options,
        signal: controller.signal,
      });
    let drag: { x: number; y: number; id: number } | null = null;
    let dragged = false;
    const end = (event: PointerEvent, cancelled: boolean) => {
      if (!drag || event.pointerId !== drag.id) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      drag = null;
      track.classList.remove('is-dragging');
      row.place(row.at, 0);
      if (cancelled) return;
      const direction = swipeDirection(dx, dy);
      if (direction) moves.stepBy(direction);
    };
    on<PointerEvent>('pointerdown', (event) => {
      if (!event.isPrimary || event.button !== 0) return;
      drag = { x: event.clientX, y: event.clientY, id: event.pointerId };
      dragged = false;
    });
    on<PointerEvent>('pointermove', (event) => {
      if (!drag || event.pointerId !== drag.id) return;
      // A button released where we could not hear it (another window) ends the drag here.
      if (event.pointerType === 'mouse' && !(event.buttons & 1)) return end(event, true);
      const dx = event.clientX - drag.x;
      if (!dragged && Math.abs(dx) > 10 && Math.abs(dx) > Math.abs(event.clientY - drag.y)) {
        dragged = true;
        track.classList.add('is-dragging');
        row.placed(); // the row follows the finger without a transition while it drags
        // The release may happen off the row (over the controls, outside the window): it must
        // still end the drag, or the row follows a mouse with no button held.
        try {
          viewport.setPointerCapture(event.pointerId);
        } catch {
          // A pointer that is no longer active (a synthetic event): nothing to hold.
        }
      }
      if (dragged) row.place(row.at, dx);
    });
    on<PointerEvent>('pointerup', (event) => end(event, false));
    on<PointerEvent>('pointercancel', (event) => end(event, true));
    // A touch starts captured by what it touched (an image, a link): taking the capture makes
    // that element lose it, and its event bubbles here. Only the row's own loss ends the drag.
    // https://w3c.github.io/pointerevents/#implicit-pointer-capture
    on<PointerEvent>('lostpointercapture', (event) => {
      if (event.target === viewport) end(event, true);
    });
    // A drag is not a click on the link under it; a click without movement still is.
    on(
      'click',
      (event) => {
        if (!dragged) return;
        event.preventDefault();
        event.stopPropagation();
        dragged = false;
      },
      { capture: true },
    );
    on('dragstart', (event) => event.preventDefault());

    // A sideways wheel or trackpad swipe moves one slide per gesture, which ends WHEEL_RESET_MS
    // after its last event. An up-or-down wheel is the page's scroll: left alone.
    let wheeling: ReturnType<typeof setTimeout> | 0 = 0;
    on<WheelEvent>(
      'wheel',
      (event) => {
        const { deltaX, deltaY } = event;
        if (Math.abs(deltaX) <= Math.abs(deltaY)) return;
        event.preventDefault();
        if (!wheeling) moves.stepBy(deltaX > 0 ? 1 : -1);
        clearTimeout(wheeling);
        wheeling = setTimeout(() => (wheeling = 0), WHEEL_RESET_MS);
      },
      { passive: false },
    );
    return () => {
      controller.abort();
      clearTimeout(wheeling);
    };
  }, [model, row, moves]);
}

/**
 * What holds autoplay: hover pauses (not over the rotation button), focus inside stops it for
 * good, a hidden page and a carousel scrolled out of sight pause it.
 */
export function useAutoplayHolds(
  model: CarouselModel,
  rotation: RefObject<HTMLElement | null>,
  update: Update,
): void {
  const { host, options } = model;
  useLayoutEffect(() => {
    if (!options.autoplay) return;
    const controller = new AbortController();
    const { signal } = controller;
    const onRotation = (target: EventTarget | null) => !!rotation.current?.contains(target as Node);
    host.addEventListener('mouseover', (event) => update({ hovered: !onRotation(event.target) }), {
      signal,
    });
    host.addEventListener('mouseleave', () => update({ hovered: false }), { signal });
    host.addEventListener(
      'focusin',
      (event) => {
        if (!onRotation(event.target)) update({ playing: false });
      },
      { signal },
    );
    document.addEventListener('visibilitychange', () => update({ pageHidden: document.hidden }), {
      signal,
    });
    // Scrolled out of sight, it waits: nobody sees the slides move, and each move restyles
    // the carousel and wakes the phone.
    const seen = new IntersectionObserver((entries) =>
      update({ outOfSight: !entries.at(-1)!.isIntersecting }),
    );
    seen.observe(host);
    return () => {
      controller.abort();
      seen.disconnect();
    };
  }, [host, options.autoplay, rotation, update]);
}

/**
 * The video variant loads its player code only where a slide has a video; the returned ref
 * stops a playing video (a move does).
 */
export function useVideos(
  model: CarouselModel,
  ctx: WidgetContext<unknown>,
): RefObject<() => void> {
  const [stop] = useState(() => ({ current: () => {} }));
  useLayoutEffect(() => {
    if (!model.videos.length || ctx.signal.aborted) return;
    const controller = new AbortController();
    import('./video').then(
      ({ setupVideos }) => {
        // A video that cannot play keeps its link, and the carousel goes on: a warning, not
        // the widget's failure (which would also refuse the host when it is inserted again).
        if (!controller.signal.aborted)
          stop.current = setupVideos(model.videos, controller.signal, (e) =>
            ctx.warn('a video slide keeps its link:', e),
          );
      },
      (error: unknown) => ctx.warn('the video player could not load; the links stay.', error),
    );
    return () => {
      controller.abort();
      stop.current = () => {};
    };
  }, [model, ctx, stop]);
  return stop;
}

/** Methods on the host for host scripts, taken off when the carousel goes. */
export function usePublicApi<A extends object>(
  host: HTMLElement,
  api: A,
  ctx: WidgetContext<unknown>,
): void {
  useLayoutEffect(() => {
    const element = host as HTMLElement & Partial<A>;
    const remove = () => {
      for (const key of Object.keys(api) as (keyof A)[])
        if (element[key] === api[key]) delete element[key];
    };
    if (ctx.signal.aborted) return;
    Object.assign(element, api);
    // The runtime aborts the context when the host leaves, before it unmounts the tree.
    ctx.signal.addEventListener('abort', remove, { once: true });
    return () => {
      ctx.signal.removeEventListener('abort', remove);
      remove();
    };
  }, [host, api, ctx]);
}
