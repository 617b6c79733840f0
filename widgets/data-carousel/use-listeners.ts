/**
 * What the carousel listens to besides its controls: the visitor's swipes on the row (a pointer
 * drag, a sideways wheel or trackpad gesture), what holds autoplay, and the first pointer or
 * focus, which has the whole row painted before a move, and a video's link pressed before the
 * player's code is here. Everything registers with `ctx`: it goes when the host leaves.
 */
import { holdPresses, isPlainClick } from '../../src/runtime/presses';
import type { WidgetContext } from '../../src/runtime/widget';
import { swipeDirection, WHEEL_RESET_MS } from './logic';

/**
 * Listens on the viewport. `stepBy` moves (with the visitor's guard), `dragRow` shifts the row
 * by a drag's pixels (0: back in place) and `placed` turns the row's transitions on.
 */
export function listenSwipes(
  ctx: WidgetContext<unknown>,
  viewport: HTMLElement,
  track: HTMLElement,
  stepBy: (direction: 1 | -1) => void,
  dragRow: (dx: number) => void,
  placed: () => void,
): void {
  // A row a theme keeps scrollable drops the visitor's swipe (the start slide took it
  // over). Read after the browser's own layout (the observer's first report): touching
  // scrollLeft here would force a layout of the whole page during enhancement.
  ctx
    .observe(
      new ResizeObserver((_, observer) => {
        observer.disconnect();
        if (viewport.scrollLeft) viewport.scrollLeft = 0;
      }),
    )
    .observe(viewport);

  // Pointer events on the viewport; `touch-action: pan-y` leaves vertical scroll alone.
  let drag: { x: number; y: number; id: number } | null = null;
  let dragged = false;
  const end = (event: PointerEvent, cancelled: boolean) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    drag = null;
    track.classList.remove('is-dragging');
    track.style.removeProperty('user-select');
    dragRow(0);
    const direction = cancelled ? 0 : swipeDirection(dx, dy);
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
      // A mouse drag would select the slides' text. A finger's swipe never does, and an
      // inherited property restyles and repaints the whole row in the frame the swipe ends in.
      if (event.pointerType === 'mouse') track.style.userSelect = 'none';
      placed(); // the row follows the finger without a transition while it drags
      // The release may happen off the row (over the controls, outside the window): it must
      // still end the drag, or the row follows a mouse with no button held.
      try {
        viewport.setPointerCapture(event.pointerId);
      } catch {
        // A pointer that is no longer active (a synthetic event): nothing to hold.
      }
    }
    if (dragged) dragRow(dx);
  });
  ctx.listen(viewport, 'pointerup', (event) => end(event, false));
  ctx.listen(viewport, 'pointercancel', (event) => end(event, true));
  // A touch starts captured by what it touched (an image, a link): taking the capture makes
  // that element lose it, and its event bubbles here. Only the row's own loss ends the drag.
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
  let wheeling: ReturnType<typeof setTimeout> | 0 = 0;
  ctx.listen(
    viewport,
    'wheel',
    (event) => {
      const { deltaX, deltaY } = event as WheelEvent;
      if (Math.abs(deltaX) <= Math.abs(deltaY)) return;
      event.preventDefault();
      if (!wheeling) stepBy(deltaX > 0 ? 1 : -1);
      clearTimeout(wheeling);
      wheeling = setTimeout(() => (wheeling = 0), WHEEL_RESET_MS);
    },
    { passive: false },
  );
}

/**
 * What holds autoplay: it pauses on hover (not over the rotation button, `slot`), while the page
 * is hidden or the carousel out of sight, and stops for good on focus inside.
 */
export function holdRotation(
  ctx: WidgetContext<unknown>,
  host: HTMLElement,
  slot: HTMLElement,
  update: (
    patch: Partial<Record<'hovered' | 'playing' | 'pageHidden' | 'outOfSight', boolean>>,
  ) => void,
): void {
  const onRotation = (event: Event) => slot.contains(event.target as Node);
  ctx.listen(host, 'mouseover', (event) => update({ hovered: !onRotation(event) }));
  ctx.listen(host, 'mouseleave', () => update({ hovered: false }));
  ctx.listen(host, 'focusin', (event) => onRotation(event) || update({ playing: false }));
  ctx.listen(document, 'visibilitychange', () => update({ pageHidden: document.hidden }));
  // Scrolled out of sight, it waits: nobody sees the slides move, and each move restyles
  // the carousel and wakes the phone.
  ctx
    .observe(
      new IntersectionObserver((entries) =>
        update({ outOfSight: !entries.at(-1)!.isIntersecting }),
      ),
    )
    .observe(host);
}

/**
 * The whole row painted before the visitor's first move. While the row's transform animates
 * the compositor may show any part of it, so Chromium paints all of it (laying out and drawing
 * images it had not drawn) in the frame that starts the first slide; at rest it paints only the
 * part near the view. A 1 ms animation of the row to where it is, when a pointer or focus first
 * comes to the carousel, does that painting then, before the press. Returns what a move calls
 * first.
 * https://chromium.googlesource.com/chromium/src/+/main/third_party/blink/renderer/platform/graphics/paint/cull_rect.cc
 */
export function paintRowOnIntent(
  ctx: WidgetContext<unknown>,
  host: HTMLElement,
  track: HTMLElement,
): () => void {
  let painting: Animation | undefined;
  const paint = () => {
    const at = track.style.transform;
    if (painting) return;
    painting = track.animate({ transform: [at, at] }, 1);
    // Finished, it would stay on the row and keep every slide's transition off the compositor:
    // a script animation composites above a transition, so Chromium counts it as incompatible.
    painting.onfinish = () => painting!.cancel();
  };
  ctx.listen(host, 'pointerenter', paint, { once: true });
  ctx.listen(host, 'focusin', paint, { once: true });
  // A move while it runs would not slide: the transition sees the animation's value, before and
  // after, until the style is computed without it.
  return () => {
    if (painting?.playState !== 'running') return;
    painting.cancel();
    void getComputedStyle(track).transform;
  };
}

/**
 * Loads the video player's code (only where a slide has a video). A press on a video's link
 * before the code is here is held and played once it is, unless its slide has left the view
 * meanwhile; should the code not come, the link opens the video on its own site. Returns what
 * stops the playing players (a slide change).
 */
export function loadVideos(ctx: WidgetContext<unknown>, videos: HTMLElement[]): () => void {
  const { signal } = ctx;
  let stop = () => {};
  const hold = holdPresses<HTMLAnchorElement>(signal, ({ target }) => target.click());
  for (const slide of videos)
    slide.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>(
          '[data-video-url] a[href]',
        );
        if (link && isPlainClick(event)) hold.keep(link, event, true);
      },
      { signal: hold.signal },
    );
  import('./video').then(
    ({ setupVideos }) => {
      if (signal.aborted) return;
      // A video that cannot play keeps its link, and the carousel goes on: a warning, not the
      // widget's failure (which would also refuse the host when it is inserted again).
      stop = setupVideos(videos, signal, (e) => ctx.warn('a video slide keeps its link:', e));
      const link = hold.take()?.target;
      if (link && !link.closest('[inert]')) link.click();
    },
    (error: unknown) => {
      ctx.warn('the video player could not load; the links stay.', error);
      hold.release();
    },
  );
  return () => stop();
}
