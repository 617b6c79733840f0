import { MarkupError } from '../../src/runtime/errors';
import { presetFor, resolveOptions, type CarouselOptions, type PresetName } from './logic';

export interface CarouselModel {
  host: HTMLElement;
  /** Clips the track (`.carousel__viewport`). */
  viewport: HTMLElement;
  /** The row of slides (`.carousel__slides`); also the live region. */
  track: HTMLElement;
  /** Server slides, in order. */
  slides: HTMLElement[];
  /** Slide titles (`.carousel__title`), '' where a slide has none. */
  titles: string[];
  preset: PresetName;
  options: CarouselOptions;
  /** Slides of the video variant (`[data-video-url]` inside a slide). */
  videos: HTMLElement[];
}

/** `data-*` names of the options (`data-autoplay-timeout` → autoplayTimeout). */
const ATTRIBUTES: Record<string, string> = {
  items: 'data-items',
  loop: 'data-loop',
  nav: 'data-nav',
  dots: 'data-dots',
  counter: 'data-counter',
  autoplay: 'data-autoplay',
  autoplayTimeout: 'data-autoplay-timeout',
  speed: 'data-speed',
  fade: 'data-fade',
  padding: 'data-padding',
  margin: 'data-margin',
};

function fromJson(text: string, warn: (message: string) => void): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  warn('options script is not a JSON object; ignored.');
  return {};
}

export function parse(host: HTMLElement, warn: (message: string) => void): CarouselModel {
  const viewport = host.querySelector<HTMLElement>('.carousel__viewport');
  const track = viewport?.querySelector<HTMLElement>('.carousel__slides');
  if (!viewport || !track)
    throw new MarkupError(
      'needs a .carousel__viewport holding a .carousel__slides row; left as server markup.',
    );
  const slides = [...track.children].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement && !['SCRIPT', 'TEMPLATE'].includes(el.tagName),
  );
  if (!slides.length) throw new MarkupError('has no slides; left as server markup.');

  const script = host.querySelector<HTMLScriptElement>(
    'script[type="application/json"][data-carousel-options]',
  );
  const json = script?.textContent ? fromJson(script.textContent, warn) : {};
  const attrs: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(ATTRIBUTES)) {
    const value = host.getAttribute(name);
    if (value === null) continue;
    attrs[key] =
      key === 'items' && value.trim().startsWith('{') ? fromJson(value, warn) : value.trim();
  }
  const preset = presetFor(host.getAttribute('data-carousel'), host.classList);
  const { options, ignored } = resolveOptions(preset, json, attrs);
  if (ignored.length) warn(`ignored options with unusable values: ${ignored.join(', ')}.`);

  return {
    host,
    viewport,
    track,
    slides,
    titles: slides.map(
      (slide) => slide.querySelector('.carousel__title')?.textContent?.trim() ?? '',
    ),
    preset,
    options,
    videos: slides.filter((slide) => slide.querySelector('[data-video-url]')),
  };
}
