/**
 * The carousel's state and its moves. Each render derives the view from the state, and a layout
 * effect brings the server nodes in line, touching only what changed. A move brings them in line
 * itself (the row's transform, the classes of the slides entering or leaving the view, no layout
 * read) and renders the controls after its first frame.
 */
import type { WidgetContext } from '../../src/runtime/widget';
import { REDUCED_MOTION, watchMedia } from '../../src/runtime/media';
import { t } from '../../src/runtime/t';
import { afterPaint, debounce, throttle } from '../../src/runtime/timing';
import {
  cloneCount,
  GUARD_MS,
  layoutFor,
  positionCount,
  step,
  visibleSlides,
  type Move,
} from './logic';
import { swipedRows, type CarouselElement } from './define';
import { holdRotation, listenSwipes, loadVideos, paintRowOnIntent } from './use-listeners';
import { attr, enhance, placeClones, VARS } from './use-markup';
import type { CarouselModel } from './parse';
import type { View } from './hooks';

let ids = 0;

/**
 * The carousel: the state, a render of it (`derive`, pure), the writes that bring the server
 * nodes in line after a render (`write`) and the mount (`mount`, which returns its undo).
 */
export function carousel(model: CarouselModel, ctx: WidgetContext<unknown>, render: () => void) {
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
    (matches) => update({ reduced: matches, playing: !matches && state.playing }),
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
    width: innerWidth,
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
  /**
   * What transitions on a move: the row, or the slides of a fade. The placing mark goes on them
   * and not on the host, so taking it off restyles them alone.
   */
  const transitioning = options.fade ? slides : [track];

  // What the last render derived (derive() runs before any write or handler); moves start here.
  let layout: ReturnType<typeof layoutFor>;
  let at: number;
  let positions: number;
  let clones: number;
  let duration: number;
  // What the DOM shows, so that write() changes only that.
  let vars = '';
  let made: HTMLElement[] = [];
  let inView = '';
  let counter: HTMLElement | null = null;
  let counted = '';
  /** `fn`, once after the next frame however often this is called before it. */
  const onceAfterPaint = (fn: () => void) => {
    let due = false;
    return () => {
      if (due) return;
      due = true;
      afterPaint(() => {
        due = false;
        fn();
      }, signal);
    };
  };
  const writeCount = () => counter && (counter.textContent = counted);
  const writeCountAfterPaint = onceAfterPaint(writeCount);
  const renderAfterPaint = onceAfterPaint(render);
  let lastAt = -1;
  const untold: number[] = [];
  const tellAfterPaint = onceAfterPaint(() => {
    for (const index of untold.splice(0)) ctx.emit('data-carousel:change', { index, count });
  });
  let rotationAt: number | null = null;
  let stopRotation = () => {};
  let stopSettle = () => {};
  let pendingSettle: (() => void) | undefined;
  let stopVideos = () => {};
  let stopPainting = () => {};
  const slot = document.createElement('div');
  slot.className = 'carousel__rotation';

  const unchanged = (patch: Partial<State>) =>
    (Object.keys(patch) as (keyof State)[]).every((key) => state[key] === patch[key]);

  function update(patch: Partial<State>): void {
    if (unchanged(patch)) return;
    Object.assign(state, patch);
    render();
  }

  /**
   * A move: the row and the slides are written now, for the frame that starts the slide; the
   * controls (an arrow at an end, the dots) render once that frame is out, as the count does.
   * Their render was most of a press's script before its frame.
   */
  function moveTo(patch: Pick<State, 'current' | 'shown'>): void {
    if (unchanged(patch)) return;
    Object.assign(state, patch);
    c.derive();
    c.write();
    renderAfterPaint();
  }

  let rowAt = 0;
  let rowDrag = 0;
  let transform = '';
  /**
   * The row's place: a position (in slides, clones included) and the drag under way. Written as
   * the row's own transform and not as a custom property, which every node of every slide would
   * inherit and restyle for on each move.
   */
  function placeRow(position = rowAt, drag = rowDrag): void {
    rowAt = position;
    rowDrag = drag;
    const next = `translateX(calc(${drag}px - ${position} * (var(--carousel-width) + var(--carousel-gap))))`;
    if (options.fade || next === transform) return;
    stopPainting();
    track.style.transform = transform = next;
  }

  let placing = true;
  function placed(): void {
    if (!placing) return;
    placing = false;
    for (const el of transitioning) el.removeAttribute('data-carousel-placing');
  }

  /** A move sets the state; the render and its layout effect move the row. */
  function apply(move: Move): void {
    placed();
    stopSettle();
    // A move while the row is still sliding onto a clone starts from the real slide the clone
    // stands for: dropping the jump swept the row back across the whole track.
    pendingSettle?.();
    stopVideos();
    if (move.to === move.settle || !duration)
      return moveTo({ current: move.settle, shown: move.settle });
    // After sliding onto a clone, jump to the real slide without a transition.
    const settled = move.settle + clones;
    const jump = (pendingSettle = () => {
      pendingSettle = undefined;
      track.style.transition = 'none';
      placeRow(settled);
      void track.offsetWidth;
      track.style.transition = '';
    });
    stopSettle = ctx.timeout(() => {
      jump();
      update({ shown: move.settle });
    }, duration);
    moveTo({ current: move.settle, shown: move.to });
  }

  // Moves less than GUARD_MS apart are dropped; autoplay's own moves skip the guard.
  const guarded = throttle(apply, GUARD_MS);
  const go = (move: Move, guard = true) => (guard ? guarded(move) : apply(move));
  function stepBy(direction: 1 | -1, guard?: boolean): void {
    const move = step(at, direction, positions, options.loop, clones);
    if (move) go(move, guard);
  }

  const c = {
    trackId: track.id || `carousel-slides-${++ids}`,
    names,
    slot,
    stepBy,
    goTo(index: number, guard?: boolean) {
      if (index !== at && index >= 0 && index < positions) go({ to: index, settle: index }, guard);
    },
    rotate(playing = !state.playing) {
      // Only where the carousel has the rotation button and the holds on rotation.
      if (options.autoplay) update({ playing });
    },
    counter(el: HTMLElement | null) {
      counter = el;
      counted = '';
    },

    /** The view of the state, for a render. */
    derive(): View {
      layout = layoutFor(options, state.width);
      positions = positionCount(count, layout.items, options.loop);
      clones = cloneCount(count, layout.items, options.loop, options.fade);
      duration = state.reduced ? 0 : options.speed;
      at = Math.min(state.current, positions - 1);
      return { at, positions, playing: state.playing };
    },

    /** The server nodes in line with the last render, before its paint. */
    write(): void {
      if (signal.aborted) return;
      made = placeClones(track, slides, clones, made);
      // Widths, and the position: at rest the row shows the current slide (clamped when a
      // resize left fewer positions).
      const values = [layout.slideWidth, `${layout.gap}px`, `${duration}ms`];
      if (`${values}` !== vars) {
        vars = `${values}`;
        VARS.forEach((name, i) => host.style.setProperty(name, values[i]!));
      }
      placeRow((state.shown === state.current ? at : state.shown) + clones);
      // Which slides are in view; the others are inert. Only the slides whose state changes: a
      // class write restyles the slide's subtree.
      const view = `${at} ${layout.items}`;
      if (view !== inView) {
        inView = view;
        const visible = visibleSlides(at, layout.items, count);
        // toggle() with a force leaves a class that is already right untouched.
        slides.forEach((slide, i) => slide.classList.toggle('is-active', visible.includes(i)));
        /** Slides out of view are inert: Tab and assistive technology skip them. */
        const markInert = () =>
          slides.forEach((slide) => {
            const inert = !slide.classList.contains('is-active');
            if (slide.inert !== inert) slide.inert = inert;
          });
        // A slide that leaves or enters the view while the row slides is marked once the move's
        // first frame is out: changing inert repaints the moving row.
        if (placing || !duration || options.fade) markInert();
        else afterPaint(markInert, signal);
      }
      // A move's count is written once the frame that starts the slide is out, with the
      // slides' inert marks: new text is layout and a repaint of the page's layer, which would
      // hold up that frame (a transform alone is the compositor's). A new counter shows it at once.
      const text = t('@current / @total', { '@current': at + 1, '@total': count });
      if (counter && text !== counted) {
        const first = !counted;
        counted = text;
        if (placing || first) writeCount();
        else writeCountAfterPaint();
      }
      attr(track, 'aria-live', state.playing ? 'off' : 'polite');
      // `data-carousel:change` for every change, in order, once the frame showing it is out:
      // listeners never hold up the move's own frame.
      if (at !== lastAt) {
        untold.push((lastAt = at));
        tellAfterPaint();
      }
      // Rotation: a timer per slide while nothing holds it; a manual move starts it afresh.
      const rotating =
        state.playing && !state.hovered && !state.pageHidden && !state.outOfSight && positions > 1;
      const wait = rotating ? at : null;
      if (wait !== rotationAt) {
        rotationAt = wait;
        stopRotation();
        if (rotating) stopRotation = ctx.timeout(() => stepBy(1, false), options.autoplayTimeout);
      }
    },

    /** Roles, names, the enhanced layout and the listeners; returns the undo. */
    mount(): (() => void) | void {
      if (signal.aborted) return;
      const undo = enhance(host, track, slides, names, c.trackId, options.fade);
      host.prepend(slot);
      // Placing the row on the current slide is not a move: without this, the enhanced rules'
      // positions and transitions arrive together and every carousel slides (or fades) across
      // on page load. Transitions stay off until the visitor first moves the row (placed()),
      // and come on in the same style change as that move, which then slides.
      for (const el of transitioning) el.setAttribute('data-carousel-placing', '');
      // Everything registers with `ctx`: it goes when the host leaves.
      ctx.listen(
        window,
        'resize',
        debounce(() => update({ width: innerWidth }), options.refresh, signal),
      );
      listenSwipes(ctx, viewport, track, stepBy, (dx) => placeRow(rowAt, dx), placed);
      if (options.autoplay) holdRotation(ctx, host, slot, update);
      if (!options.fade) stopPainting = paintRowOnIntent(ctx, host, track);
      if (model.videos.length) stopVideos = loadVideos(ctx, model.videos);
      // The element's public methods, for host scripts: their calls skip the visitor's guard.
      const api: CarouselElement = {
        next: () => stepBy(1, false),
        previous: () => stepBy(-1, false),
        goTo: (index) => c.goTo(index, false),
        play: () => c.rotate(true),
        pause: () => c.rotate(false),
      };
      Object.assign(host, api);
      return () => {
        for (const name in api) delete host[name as keyof HTMLElement];
        slot.remove();
        placed();
        undo();
        for (const clone of made) clone.remove();
      };
    },
  };

  return c;
}
