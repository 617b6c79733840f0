import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/runtime/define';
import { useReducedMotion } from '../../src/runtime/hooks';
import { t } from '../../src/runtime/t';
import { afterPaint, debounce, throttle } from '../../src/runtime/timing';
import {
  canStep,
  cloneCount,
  GUARD_MS,
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

/** Sets attributes on a server node and returns how to put the old values back. */
function setAttrs(el: Element, attrs: Record<string, string | null>): () => void {
  const old = Object.keys(attrs).map((name) => [name, el.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  }
  return () => {
    for (const [name, value] of old) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  };
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

/** The window width, updated at most once per `ms` of quiet after a resize. */
function useSettledWidth(ms: number): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useLayoutEffect(() => {
    const controller = new AbortController();
    const update = debounce(() => setWidth(window.innerWidth), ms, controller.signal);
    window.addEventListener('resize', update, { signal: controller.signal });
    return () => controller.abort();
  }, [ms]);
  return width;
}

export function Carousel({ model, ctx }: WidgetProps<CarouselModel, Record<string, never>>) {
  const { host, viewport, track, slides, titles, options } = model;
  const count = slides.length;
  const reduced = useReducedMotion();
  const width = useSettledWidth(options.refresh);
  const layout = layoutFor(options, width);
  const positions = positionCount(count, layout.items, options.loop);
  const clones = cloneCount(count, layout.items, options.loop, options.fade);
  const duration = reduced ? 0 : options.speed;

  // A keyboard visitor may be in a slide before this code arrives: the carousel starts on that
  // slide (making it inert would drop focus), and rotation starts stopped, as focus would stop it.
  // A row swiped before then goes on from the slide the visitor reached (read before the enhanced
  // styles clip the row, which drops its scroll position).
  const [current, setCurrent] = useState(() => {
    const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
    if (focused >= 0 || !swipedRows.has(viewport) || count < 2) return Math.max(focused, 0);
    const step = slides[1]!.offsetLeft - slides[0]!.offsetLeft;
    return step > 0 ? Math.min(Math.round(viewport.scrollLeft / step), count - 1) : 0;
  });
  const [shown, setShown] = useState(current);
  const [playing, setPlaying] = useState(
    options.autoplay && !reduced && !host.contains(document.activeElement),
  );
  const [hovered, setHovered] = useState(() => host.matches(':hover'));
  const [pageHidden, setPageHidden] = useState(document.hidden);
  const [outOfSight, setOutOfSight] = useState(false);
  const [trackId] = useState(() => track.id || `carousel-slides-${++ids}`);
  const [rotationSlot] = useState(() => document.createElement('div'));
  const rotationButton = useRef<HTMLButtonElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingSettle = useRef<() => void>(undefined);
  const stopVideos = useRef<() => void>(() => {});

  const at = Math.min(current, positions - 1);
  const names = slides.map((_, i) =>
    titles[i]
      ? t('@title, @index of @count', { '@title': titles[i]!, '@index': i + 1, '@count': count })
      : t('@index of @count', { '@index': i + 1, '@count': count }),
  );

  // Latest values for handlers registered once.
  const live = useRef({ at, positions, clones, duration });
  live.current = { at, positions, clones, duration };

  const go = useMemo(() => {
    const apply = (move: Move) => {
      const { clones, duration } = live.current;
      clearTimeout(settleTimer.current);
      // A move while the row is still sliding onto a clone starts from the real slide the clone
      // stands for: dropping the jump swept the row back across the whole track.
      pendingSettle.current?.();
      stopVideos.current();
      setCurrent(move.settle);
      if (move.to === move.settle || duration === 0) {
        setShown(move.settle);
        return;
      }
      setShown(move.to);
      // After sliding onto a clone, jump to the real slide without a transition.
      const jump = () => {
        pendingSettle.current = undefined;
        track.style.transition = 'none';
        host.style.setProperty('--carousel-pos', String(move.settle + clones));
        void track.offsetWidth;
        track.style.transition = '';
        setShown(move.settle);
      };
      pendingSettle.current = move.to === move.settle ? undefined : jump;
      settleTimer.current = setTimeout(jump, duration);
    };
    const guarded = throttle((move: Move) => apply(move), GUARD_MS);
    return {
      step(direction: 1 | -1, guard = true) {
        const { at, positions, clones } = live.current;
        const move = step(at, direction, positions, options.loop, clones);
        if (!move) return;
        if (guard) guarded(move);
        else apply(move);
      },
      to(index: number) {
        if (index !== live.current.at) guarded({ to: index, settle: index });
      },
    };
  }, [host, track, options.loop]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // Roles, names and the enhanced layout on the server nodes; all put back on unmount.
  useLayoutEffect(() => {
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
      // aria-live is kept in step with the rotation by the position effect below; listed here so
      // that the server's own value comes back.
      setAttrs(track, { id: trackId, 'aria-atomic': 'false', 'aria-live': 'off' }),
      ...slides.map((slide) =>
        setAttrs(slide, { role: 'group', 'aria-roledescription': t('slide') }),
      ),
    ];
    host.prepend(rotationSlot);
    rotationSlot.className = 'carousel__rotation';
    // Placing the row on the current slide is not a move: without this, the enhanced rules'
    // positions and transitions arrive together and every carousel slides (or fades) across on
    // page load. Until the first frame has computed the row at rest, transitions are off.
    const placed = new AbortController();
    host.setAttribute('data-carousel-placing', '');
    afterPaint(() => {
      // Free after that frame; in a hidden tab (no frames) it computes the resting styles now.
      void getComputedStyle(track).transform;
      host.removeAttribute('data-carousel-placing');
    }, placed.signal);
    // A row a theme keeps scrollable drops the visitor's swipe (the start slide took it over).
    // Read after the browser's own layout (the observer's first report): touching scrollLeft
    // here would force a layout of the whole page during enhancement.
    const scrolled = new ResizeObserver(() => {
      scrolled.disconnect();
      if (viewport.scrollLeft) viewport.scrollLeft = 0;
    });
    scrolled.observe(viewport);
    return () => {
      placed.abort();
      host.removeAttribute('data-carousel-placing');
      scrolled.disconnect();
      rotationSlot.remove();
      for (const undo of restore) undo();
      for (const name of [
        '--carousel-pos',
        '--carousel-width',
        '--carousel-gap',
        '--carousel-speed',
      ])
        host.style.removeProperty(name);
      for (const slide of slides) slide.removeAttribute('inert');
    };
  }, [host, track, viewport, slides, trackId, rotationSlot, options.fade]);

  useLayoutEffect(() => {
    // The server's own labels and is-active classes come back on teardown.
    const restore = slides.map((slide, i) => setAttrs(slide, { 'aria-label': names[i]! }));
    const active = slides.map((slide) => slide.classList.contains('is-active'));
    return () => {
      for (const undo of restore) undo();
      slides.forEach((slide, i) => slide.classList.toggle('is-active', active[i]));
    };
    // Names change only with the slides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slides]);

  // Loop clones on both sides of the row.
  useLayoutEffect(() => {
    if (!clones) return;
    const before: HTMLElement[] = [];
    const after: HTMLElement[] = [];
    for (let i = clones; i >= 1; i--) before.push(cloneSlide(slides[wrap(-i, count)]!));
    for (let i = 0; i < clones; i++) after.push(cloneSlide(slides[wrap(count + i, count)]!));
    track.prepend(...before);
    track.append(...after);
    return () => {
      for (const clone of [...before, ...after]) clone.remove();
    };
  }, [clones, count, slides, track]);

  // Position, widths and which slides are in view (the others are inert).
  useLayoutEffect(() => {
    host.style.setProperty('--carousel-width', layout.slideWidth);
    host.style.setProperty('--carousel-gap', `${layout.gap}px`);
    host.style.setProperty('--carousel-speed', `${duration}ms`);
    // At rest the row shows the current slide (clamped when a resize left fewer positions).
    const position = options.fade ? 0 : shown === current ? at : shown;
    host.style.setProperty('--carousel-pos', String(position + clones));
    const inView = new Set(visibleSlides(at, layout.items, count));
    slides.forEach((slide, i) => {
      slide.toggleAttribute('inert', !inView.has(i));
      slide.classList.toggle('is-active', inView.has(i));
    });
    track.setAttribute('aria-live', playing ? 'off' : 'polite');
  });

  useEffect(() => {
    ctx.emit('data-carousel:change', { index: at, count });
  }, [ctx, at, count]);

  // Swipe: pointer events on the viewport; `touch-action: pan-y` leaves vertical scroll alone.
  useLayoutEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let start: { x: number; y: number; id: number } | null = null;
    let dragged = false;
    const end = (event: PointerEvent, cancelled: boolean) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      track.classList.remove('is-dragging');
      host.style.removeProperty('--carousel-drag');
      if (cancelled) return;
      const direction = swipeDirection(dx, dy);
      if (direction) go.step(direction);
    };
    viewport.addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isPrimary || event.button !== 0) return;
        start = { x: event.clientX, y: event.clientY, id: event.pointerId };
        dragged = false;
      },
      { signal },
    );
    viewport.addEventListener(
      'pointermove',
      (event) => {
        if (!start || event.pointerId !== start.id) return;
        // A button released where we could not hear it (another window) ends the drag here.
        if (event.pointerType === 'mouse' && !(event.buttons & 1)) return end(event, true);
        const dx = event.clientX - start.x;
        if (!dragged && Math.abs(dx) > 10 && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
          dragged = true;
          track.classList.add('is-dragging');
          // The release may happen off the row (over the controls, outside the window): it
          // must still end the drag, or the row follows a mouse with no button held.
          try {
            viewport.setPointerCapture(event.pointerId);
          } catch {
            // A pointer that is no longer active (a synthetic event): nothing to hold.
          }
        }
        if (dragged && !options.fade) host.style.setProperty('--carousel-drag', `${dx}px`);
      },
      { signal },
    );
    viewport.addEventListener('pointerup', (event) => end(event, false), { signal });
    viewport.addEventListener('pointercancel', (event) => end(event, true), { signal });
    viewport.addEventListener('lostpointercapture', (event) => end(event, true), { signal });
    // A drag is not a click on the link under it; a click without movement still is.
    viewport.addEventListener(
      'click',
      (event) => {
        if (dragged) {
          event.preventDefault();
          event.stopPropagation();
          dragged = false;
        }
      },
      { signal, capture: true },
    );
    viewport.addEventListener('dragstart', (event) => event.preventDefault(), { signal });
    return () => controller.abort();
  }, [go, host, track, viewport, options.fade]);

  // Autoplay pauses on hover (not over the rotation button), stops for good on focus inside.
  useLayoutEffect(() => {
    if (!options.autoplay) return;
    const controller = new AbortController();
    const { signal } = controller;
    const onRotation = (target: EventTarget | null) =>
      !!rotationButton.current && rotationButton.current.contains(target as Node);
    host.addEventListener('mouseover', (e) => setHovered(!onRotation(e.target)), { signal });
    host.addEventListener('mouseleave', () => setHovered(false), { signal });
    host.addEventListener(
      'focusin',
      (e) => {
        if (!onRotation(e.target)) setPlaying(false);
      },
      { signal },
    );
    document.addEventListener('visibilitychange', () => setPageHidden(document.hidden), {
      signal,
    });
    // Scrolled out of sight, it waits: nobody sees the slides move, and each move restyles the
    // carousel and wakes the phone.
    const sight = new IntersectionObserver((entries) =>
      setOutOfSight(!entries.at(-1)!.isIntersecting),
    );
    sight.observe(host);
    signal.addEventListener('abort', () => sight.disconnect());
    return () => controller.abort();
  }, [host, options.autoplay]);

  useLayoutEffect(() => {
    if (reduced) setPlaying(false);
  }, [reduced]);

  const rotating = playing && !hovered && !pageHidden && !outOfSight && positions > 1;
  // A layout effect: the timer starts with the render that allows it, not a frame later.
  useLayoutEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => go.step(1, false), options.autoplayTimeout);
    return () => clearTimeout(timer);
  }, [rotating, at, go, options.autoplayTimeout]);

  // The video variant loads its player code only where a slide has a video.
  useLayoutEffect(() => {
    if (!model.videos.length) return;
    let cancelled = false;
    import('./video').then(
      ({ setupVideos }) => {
        // A video that cannot play keeps its link, and the carousel goes on: a warning, not
        // the widget's failure (which would also refuse the host when it is inserted again).
        if (!cancelled)
          stopVideos.current = setupVideos(model.videos, ctx.signal, (e) =>
            ctx.warn('a video slide keeps its link:', e),
          );
      },
      (error: unknown) => ctx.warn('the video player could not load; the links stay.', error),
    );
    return () => {
      cancelled = true;
      stopVideos.current();
    };
  }, [model.videos, ctx]);

  if (positions <= 1) return null;
  const prevOk = canStep(at, -1, positions, options.loop);
  const nextOk = canStep(at, 1, positions, options.loop);
  return (
    <>
      {options.autoplay &&
        createPortal(
          <button
            type="button"
            ref={rotationButton}
            className="carousel__button carousel__button--rotation"
            aria-label={playing ? t('Stop automatic slide show') : t('Start automatic slide show')}
            data-state={playing ? 'playing' : 'paused'}
            onClick={() => setPlaying(!playing)}
          >
            <span aria-hidden="true" className="carousel__icon" />
          </button>,
          rotationSlot,
        )}
      <div className="carousel__controls">
        {options.nav && (
          <button
            type="button"
            className="carousel__button carousel__button--prev"
            aria-controls={trackId}
            aria-label={t('Previous slide')}
            aria-disabled={prevOk ? undefined : 'true'}
            onClick={() => go.step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        {options.counter && (
          <p className="carousel__counter" aria-hidden="true">
            {t('@current / @total', { '@current': at + 1, '@total': count })}
          </p>
        )}
        {options.nav && (
          <button
            type="button"
            className="carousel__button carousel__button--next"
            aria-controls={trackId}
            aria-label={t('Next slide')}
            aria-disabled={nextOk ? undefined : 'true'}
            onClick={() => go.step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        )}
        {options.dots && (
          <div className="carousel__dots" role="group" aria-label={t('Choose slide to display')}>
            {Array.from({ length: positions }, (_, i) => (
              <button
                type="button"
                className="carousel__dot"
                key={i}
                aria-label={names[i]}
                aria-controls={trackId}
                aria-disabled={i === at ? 'true' : undefined}
                onClick={() => go.to(i)}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
