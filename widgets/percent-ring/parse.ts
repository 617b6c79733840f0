import { MarkupError } from '../../src/runtime/errors';
import { decimalsOf, readPercent } from './logic';

export interface PercentRingModel {
  host: HTMLElement;
  /** The circle drawn as the bar. */
  bar: SVGCircleElement;
  /** Where the value is printed (created when the markup has none). */
  value: HTMLElement | null;
  percent: number;
  decimals: number;
}

export function parse(host: HTMLElement): PercentRingModel {
  const raw = host.getAttribute('data-percent') ?? '';
  const percent = readPercent(raw);
  if (percent === null) throw new MarkupError(`data-percent "${raw}" is not a number.`);
  const bar = host.querySelector<SVGCircleElement>('circle.percent-ring__bar');
  if (!bar) throw new MarkupError('needs an SVG circle.percent-ring__bar.');
  return {
    host,
    bar,
    value: host.querySelector<HTMLElement>('.percent-ring__value'),
    percent,
    decimals: decimalsOf(raw),
  };
}
