/**
 * The carousel's controls: previous/next, the counter, dots and the rotation button of
 * autoplay. The slides stay the server's nodes, which `useCarousel` keeps in line: a move
 * writes the row's transform and the slides' classes before the paint; the few controls whose
 * state changed re-render, and the count (which it owns) is written, just after.
 */
import { memo } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/runtime/widget';
import { t } from '../../src/runtime/t';
import { canStep } from './logic';
import type { CarouselModel } from './parse';
import { useCarousel } from './hooks';

interface ButtonProps {
  className: string;
  label: string;
  controls: string;
  disabled: boolean;
  /** What a press passes to `onPress`: a direction, or a slide. */
  value: number;
  onPress(value: number): void;
  sign?: string;
}

/** A previous/next arrow or a dot; re-renders only when its own state changes. */
const Button = memo((props: ButtonProps) => {
  const { className, label, controls, disabled, value, onPress, sign } = props;
  return (
    <button
      type="button"
      className={className}
      aria-controls={controls}
      aria-label={label}
      aria-disabled={disabled ? 'true' : undefined}
      onClick={() => onPress(value)}
    >
      {sign && <span aria-hidden="true">{sign}</span>}
    </button>
  );
});

export function DataCarousel({ model, ctx }: WidgetProps<CarouselModel, Record<string, never>>) {
  const { options } = model;
  const [{ at, positions, playing }, c] = useCarousel(model, ctx);

  // None where there is nowhere to move.
  if (positions < 2) return null;
  const arrow = (direction: 1 | -1) =>
    options.nav && (
      <Button
        className={`carousel__button carousel__button--${direction > 0 ? 'next' : 'prev'}`}
        label={direction > 0 ? t('Next slide') : t('Previous slide')}
        controls={c.trackId}
        disabled={!canStep(at, direction, positions, options.loop)}
        value={direction}
        onPress={c.stepBy}
        sign={direction > 0 ? '›' : '‹'}
      />
    );
  return (
    <>
      {options.autoplay &&
        createPortal(
          <button
            type="button"
            className="carousel__button carousel__button--rotation"
            aria-label={playing ? t('Stop automatic slide show') : t('Start automatic slide show')}
            data-state={playing ? 'playing' : 'paused'}
            onClick={() => c.rotate()}
          >
            <span aria-hidden="true" className="carousel__icon" />
          </button>,
          c.slot,
        )}
      <div className="carousel__controls">
        {arrow(-1)}
        {options.counter && (
          <p className="carousel__counter" aria-hidden="true">
            <span className="carousel__count" ref={c.counter} />
          </p>
        )}
        {arrow(1)}
        {options.dots && (
          <div className="carousel__dots" role="group" aria-label={t('Choose slide to display')}>
            {c.names.slice(0, positions).map((name, i) => (
              <Button
                key={i}
                className="carousel__dot"
                label={name}
                controls={c.trackId}
                disabled={i === at}
                value={i}
                onPress={c.goTo}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
