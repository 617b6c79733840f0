/**
 * The video carousel variant (a lazy chunk): a slide's `[data-video-url]` box holds a link to
 * the video (the no-JS fallback); activating it plays the video in an embedded player in the
 * same box. YouTube and Vimeo only.
 */
import { isPlainClick } from '../../src/runtime/presses';
import { addStyles } from '../../src/runtime/styles';
import { t } from '../../src/runtime/t';

/** The player over its slide's link: with this chunk, so pages without videos never carry it. */
const PLAYER_CSS =
  '[data-video-url]{position:relative}' +
  '.carousel__player{position:absolute;inset:0;width:100%;height:100%;border:0}' +
  '.is-playing>a{visibility:hidden}';

export interface VideoSource {
  provider: 'youtube' | 'vimeo';
  id: string;
  embed: string;
}

const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/;

/** Throws 'Missing video URL.' or 'Video URL not supported.' (spec §5). */
export function parseVideoUrl(value: string | null | undefined): VideoSource {
  const text = (value ?? '').trim();
  if (!text) throw new Error('Missing video URL.');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('Video URL not supported.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('Video URL not supported.');
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (YOUTUBE_HOSTS.test(host)) {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  }
  if (id !== undefined) {
    if (!/^[\w-]{11}$/.test(id)) throw new Error('Video URL not supported.');
    return {
      provider: 'youtube',
      id,
      embed: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    };
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const index = parts.findIndex((part) => /^\d+$/.test(part));
    if (index >= 0) {
      const vimeoId = parts[index]!;
      const hash = url.searchParams.get('h') ?? parts[index + 1];
      const h = hash && /^[0-9a-f]+$/i.test(hash) ? `&h=${hash}` : '';
      return {
        provider: 'vimeo',
        id: vimeoId,
        embed: `https://player.vimeo.com/video/${vimeoId}?autoplay=1${h}`,
      };
    }
  }
  throw new Error('Video URL not supported.');
}

/** Players' sites the page's Content-Security-Policy refuses to frame: their links stay links. */
const refused = new Set<string>();

/** Wires every video box; returns `stop()`, which removes playing players (slide changes). */
export function setupVideos(
  slides: HTMLElement[],
  signal: AbortSignal,
  fail: (error: unknown) => void,
): () => void {
  addStyles('data-carousel-video', PLAYER_CSS);
  const playing = new Map<
    HTMLElement,
    { frame: HTMLIFrameElement; link: HTMLElement | null; origin: string }
  >();
  const stop = () => {
    for (const [box, { frame, link }] of playing) {
      frame.remove();
      box.classList.remove('is-playing');
      link?.removeAttribute('inert');
      link?.removeAttribute('aria-hidden');
    }
    playing.clear();
  };
  signal.addEventListener('abort', stop, { once: true });
  // A strict policy without the player's site in frame-src refuses the frame, and the visitor
  // would look at the browser's "blocked" page: the link takes them to the video instead, as it
  // does without script, and the themer learns which directive to widen.
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      if (event.effectiveDirective !== 'frame-src' && event.effectiveDirective !== 'child-src')
        return;
      for (const { link, origin } of playing.values()) {
        if (!event.blockedURI.startsWith(origin)) continue;
        if (!refused.has(origin))
          fail(
            new Error(
              `the page's Content-Security-Policy refuses frames from ${origin} (${event.effectiveDirective}); its videos open on their own site.`,
            ),
          );
        refused.add(origin);
        stop();
        link?.click();
        return;
      }
    },
    { signal },
  );
  for (const slide of slides) {
    const box = slide.querySelector<HTMLElement>('[data-video-url]');
    if (!box) continue;
    let source: VideoSource;
    try {
      source = parseVideoUrl(box.getAttribute('data-video-url'));
    } catch (error) {
      fail(error); // the link stays: the video still opens on its own site
      continue;
    }
    const { origin } = new URL(source.embed);
    const link = box.querySelector<HTMLElement>('a[href]');
    const title = box.getAttribute('data-video-title') || link?.textContent?.trim() || '';
    box.addEventListener(
      'click',
      (event) => {
        if (!link?.contains(event.target as Node) || !isPlainClick(event) || playing.has(box))
          return;
        if (refused.has(origin)) return;
        event.preventDefault();
        stop();
        const frame = document.createElement('iframe');
        frame.className = 'carousel__player';
        frame.src = source.embed;
        frame.title = title ? t('Video: @title', { '@title': title }) : t('Video');
        frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
        frame.allowFullscreen = true;
        box.classList.add('is-playing');
        box.append(frame);
        link.setAttribute('inert', '');
        link.setAttribute('aria-hidden', 'true');
        playing.set(box, { frame, link, origin });
        frame.focus();
      },
      { signal },
    );
  }
  return stop;
}
