/**
 * The carousel's controls: APG carousel roles and names on the server's row, loop clones,
 * previous/next, the counter, dots and the rotation button of autoplay. The slides stay the
 * server's nodes: a move renders the few controls whose state changed and writes the row's
 * transform and the slides' classes in layout effects (hooks.ts).
 */
import { memo, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useReducedMotion, useSlot } from '../../src/runtime/hooks';
import type { WidgetProps } from '../../src/runtime/widget';
import { t } from '../../src/runtime/t';
import { canStep, cloneCount, layoutFor, positionCount } from './logic';
import type { CarouselModel } from './parse';
import {
  Row,
  startSlide,
  useAutoplayHolds,
  useCarouselState,
  useClones,
  useMoves,
  usePublicApi,
  useResize,
  useRotation,
  useRowView,
  useServerMarkup,
  useSwipe,
  useVideos,
  type View,
} from './hooks';

let ids = 0;

/** What an enhanced carousel offers host scripts. */
export interface DataCarouselElement {
  /** Moves one slide on (wraps when the carousel loops). */
  next(): void;
  /** Moves one slide back (wraps when the carousel loops). */
  previous(): void;
  /** Shows the slide at `index` (0-based; an index it cannot stop at does nothing). */
  goTo(index: number): void;
  /** Starts automatic rotation (carousels with autoplay only: they have the Stop button). */
  play(): void;
  /** Stops automatic rotation until play() or the rotation button starts it again. */
  pause(): void;
}

const Arrow = memo(function Arrow(props: {
  direction: 1 | -1;
  controls: string;
  disabled: boolean;
  onPress(direction: 1 | -1): void;
}) {
  const { direction, controls, disabled, onPress } = props;
  const next = direction > 0;
  return (
    <button
      type="button"
      className={`carousel__button carousel__button--${next ? 'next' : 'prev'}`}
      aria-controls={controls}
      aria-label={next ? t('Next slide') : t('Previous slide')}
      aria-disabled={disabled ? 'true' : undefined}
      onClick={() => onPress(direction)}
    >
      <span aria-hidden="true">{next ? '›' : '‹'}</span>
    </button>
  );
});

const Dot = memo(function Dot(props: {
  index: number;
  label: string;
  controls: string;
  current: boolean;
  onPress(index: number): void;
}) {
  const { index, label, controls, current, onPress } = props;
  return (
    <button
      type="button"
      className="carousel__dot"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={current ? 'true' : undefined}
      onClick={() => onPress(index)}
    />
  );
});

const Rotation = memo(function Rotation(props: {
  into: HTMLElement;
  button: RefObject<HTMLButtonElement | null>;
  playing: boolean;
  onPress(): void;
}) {
  const { into, button, playing, onPress } = props;
  return createPortal(
    <div className="carousel__rotation">
      <button
        ref={button}
        type="button"
        className="carousel__button carousel__button--rotation"
        aria-label={playing ? t('Stop automatic slide show') : t('Start automatic slide show')}
        data-state={playing ? 'playing' : 'paused'}
        onClick={onPress}
      >
        <span aria-hidden="true" className="carousel__icon" />
      </button>
    </div>,
    into,
  );
});

export function DataCarousel({ model, ctx }: WidgetProps<CarouselModel, Record<string, never>>) {
  const { host, slides, titles, options } = model;
  const count = slides.length;
  const [parts] = useState(() => ({
    trackId: model.track.id || `carousel-slides-${++ids}`,
    names: slides.map((_, i) =>
      titles[i]
        ? t('@title, @index of @count', { '@title': titles[i]!, '@index': i + 1, '@count': count })
        : t('@index of @count', { '@index': i + 1, '@count': count }),
    ),
    row: new Row(model),
  }));
  const { trackId, names, row } = parts;
  const reduced = useReducedMotion();
  const [state, update] = useCarouselState(() => {
    const start = startSlide(model);
    return {
      width: innerWidth,
      current: start,
      shown: start,
      // Rotation starts stopped under reduced motion, or with focus already inside.
      playing: options.autoplay && !reduced && !host.contains(document.activeElement),
      hovered: host.matches(':hover'),
      pageHidden: document.hidden,
      outOfSight: false,
    };
  });
  // Reduced motion stops rotation; the visitor may still start it again.
  const [wasReduced, setWasReduced] = useState(reduced);
  if (reduced !== wasReduced) {
    setWasReduced(reduced);
    if (reduced) update({ playing: false });
  }

  const layout = useMemo(() => layoutFor(options, state.width), [options, state.width]);
  const positions = positionCount(count, layout.items, options.loop);
  const clones = cloneCount(count, layout.items, options.loop, options.fade);
  const duration = reduced ? 0 : options.speed;
  const at = Math.min(state.current, positions - 1);
  const view: View = { at, positions, clones, duration };
  const viewRef = useRef(view);
  viewRef.current = view;

  const stopVideos = useVideos(model, ctx);
  const moves = useMoves(model, row, viewRef, update, stopVideos);
  const rotation = useRef<HTMLButtonElement>(null);
  const slot = useSlot(host, 'prepend');

  useServerMarkup(model, row, trackId, names);
  useClones(model, clones);
  useRowView(model, row, view, layout, state.shown, state.current, state.playing, ctx);
  useResize(options.refresh, update);
  useSwipe(model, row, moves);
  useAutoplayHolds(model, rotation, update);
  const { playing, hovered, pageHidden, outOfSight } = state;
  const rotating = playing && !hovered && !pageHidden && !outOfSight && positions > 1;
  useRotation(rotating ? at : null, options.autoplayTimeout, moves);

  const [press] = useState(() => ({
    step: (direction: 1 | -1) => moves.stepBy(direction),
    dot: (index: number) => moves.goTo(index),
    rotation: () => update((s) => ({ playing: !s.playing })),
  }));
  const [api] = useState((): DataCarouselElement => ({
    next: () => moves.stepBy(1, false),
    previous: () => moves.stepBy(-1, false),
    goTo: (index) => moves.goTo(index, false),
    // Only where the carousel has the rotation button and the holds on rotation.
    play: () => {
      if (options.autoplay) update({ playing: true });
    },
    pause: () => update({ playing: false }),
  }));
  usePublicApi(host, api, ctx);

  // None where there is nowhere to move.
  if (positions <= 1) return null;
  return (
    <>
      {options.autoplay && (
        <Rotation into={slot} button={rotation} playing={playing} onPress={press.rotation} />
      )}
      <div className="carousel__controls">
        {options.nav && (
          <Arrow
            direction={-1}
            controls={trackId}
            disabled={!canStep(at, -1, positions, options.loop)}
            onPress={press.step}
          />
        )}
        {options.counter && (
          <p className="carousel__counter" aria-hidden="true">
            <span className="carousel__count">
              {t('@current / @total', { '@current': at + 1, '@total': count })}
            </span>
          </p>
        )}
        {options.nav && (
          <Arrow
            direction={1}
            controls={trackId}
            disabled={!canStep(at, 1, positions, options.loop)}
            onPress={press.step}
          />
        )}
        {options.dots && (
          <div className="carousel__dots" role="group" aria-label={t('Choose slide to display')}>
            {names.slice(0, positions).map((name, i) => (
              <Dot
                key={i}
                index={i}
                label={name}
                controls={trackId}
                current={i === at}
                onPress={press.dot}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
