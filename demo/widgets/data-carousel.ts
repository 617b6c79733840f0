/** /widgets/data-carousel: every preset and option, as the CMS emits the markup. */
import { html, raw, type Raw } from '../lib/http.ts';
import { page } from '../lib/layout.ts';
import { themeCssLinks, themeCssRoute } from '../lib/theme-css.ts';
import type { WidgetDemo } from '../lib/widget-demo.ts';

const STORIES = [
  ['DDR5 for data centres', 'Faster memory for AI training clusters.', '/products/dram/ddr5'],
  ['LPDDR5X in phones', 'Lower power for longer days.', '/products/dram/lpddr5x'],
  ['Automotive NAND', 'Storage qualified for ten years on the road.', '/solutions/automotive'],
  ['Fourth-quarter results', 'Revenue up 12% on the year.', '/investors/news'],
  ['Sustainability report', 'Water recycled at every fab.', '/about/sustainability'],
  ['Careers', 'Engineers wanted in four countries.', '/careers'],
] as const;

function slide(i: number, options: { image?: boolean; id?: string } = {}): Raw {
  const [title, text, href] = STORIES[i % STORIES.length]!;
  return html`<div class="carousel__slide" ${options.id ? raw(`id="${options.id}"`) : ''}>
    <article class="story-card">
      ${
        options.image === false
          ? ''
          : html`<img
              src="/demo-assets/content-a/slide-${(i % 6) + 1}.svg"
              alt=""
              width="1200"
              height="300"
            />`
      }
      <h3 class="carousel__title">${title}</h3>
      <p>${text} <a href="${href}">More about ${title}</a></p>
    </article>
  </div>`;
}

/** What QA should see in a carousel, shown on the widget page only, apart from the content. */
const qaNote = (note?: string): Raw | string =>
  note ? html`<p class="demo-qa-note"><strong>QA note:</strong> ${note}</p>` : '';

function carousel(
  attrs: Raw,
  label: string,
  id: string,
  slides: Raw[],
  extra: Raw | string = '',
  note?: string,
): Raw {
  return html`<div class="demo-block">
    <h2 id="${id}-title">${label}</h2>
    ${qaNote(note)}
    <div ${attrs} aria-labelledby="${id}-title" id="${id}">
      ${extra}
      <div class="carousel__viewport"><div class="carousel__slides">${slides}</div></div>
    </div>
  </div>`;
}

const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => i + from);

/** The three carousels the home page shows too; `prefix` keeps their ids unique there. */
export function carouselSections(prefix = ''): Raw {
  return html`${carousel(
    raw('class="carousel" data-carousel'),
    'Highlights',
    `${prefix}hero`,
    range(4).map((i) => slide(i, { id: i === 0 ? `${prefix}first-story` : undefined })),
  )}
  ${carousel(
    raw('class="carousel single-slider" data-carousel'),
    'Announcements',
    `${prefix}single`,
    range(3, 1).map((i) => slide(i)),
  )}
  ${carousel(
    raw('class="carousel multi-slider" data-carousel'),
    'Latest stories',
    `${prefix}multi`,
    range(6).map((i) => slide(i)),
  )}`;
}

export const demo: WidgetDemo = {
  slug: 'data-carousel',
  title: 'Carousel',
  summary: 'next/previous, swipe, fade, loop clones, counter, presets, autoplay, video variant',
  routes: [themeCssRoute('data-carousel')],
  render: () =>
    page({
      title: 'Carousel',
      path: '/widgets/data-carousel',
      head: themeCssLinks('data-carousel'),
      body: html`<h1>Carousel</h1>
        <p>
          <code>[data-carousel]</code> and <code>&lt;data-carousel&gt;</code> upgrade the markup
          below. Without JavaScript the first slide shows and the others scroll sideways; the space
          for the controls is reserved by the theme, so nothing moves when they appear.
        </p>
        ${carouselSections()}
        ${qaNote(
          'Highlights is the default carousel (previous, next, a counter); Announcements the single-slider preset (fade, autoplay); Latest stories the multi-slider preset (1, 2 or 3 items by width, dots).',
        )}
        ${carousel(
          raw('class="carousel am-slider" data-carousel'),
          'Events',
          'am',
          range(5).map((i) => slide(i)),
          '',
          'the am-slider preset: no loop.',
        )}
        ${carousel(
          raw('class="carousel" data-carousel data-padding'),
          'Products',
          'padded',
          range(5).map((i) => slide(i)),
          '',
          'padded: the next slide peeks in.',
        )}
        ${carousel(
          raw('class="carousel" data-carousel data-fade'),
          'Facilities',
          'fade',
          range(3, 2).map((i) => slide(i)),
          '',
          'the fade option.',
        )}
        ${carousel(
          raw('class="carousel" data-carousel'),
          'Our purpose',
          'one',
          [slide(4)],
          '',
          'one slide: no controls.',
        )}
        ${carousel(
          raw('class="carousel owl-carousel" data-carousel'),
          'Stories',
          'json',
          range(5).map((i) => slide(i, { image: false })),
          raw(
            '<script type="application/json" data-carousel-options>{"autoplay": true, "loop": true, "items": 3}</script>',
          ),
          'options from a JSON script: the general preset, autoplay, loop.',
        )}
        <div class="demo-block">
          <h2 id="element-title">Custom element</h2>
          <data-carousel class="carousel" aria-labelledby="element-title" id="element">
            <div class="carousel__viewport">
              <div class="carousel__slides">${range(3).map((i) => slide(i + 2))}</div>
            </div>
          </data-carousel>
        </div>
        <div class="demo-block">
          <h2 id="videos-title">Videos</h2>
          <div class="carousel" data-carousel aria-labelledby="videos-title" id="videos">
            <div class="carousel__viewport">
              <div class="carousel__slides">
                ${[
                  ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'Inside the fab (YouTube)'],
                  ['https://vimeo.com/76979871', 'How memory is made (Vimeo)'],
                  ['https://youtu.be/ScMzIvxBSi4', 'Investor day 2026 (YouTube)'],
                ].map(
                  ([url, title], i) =>
                    html`<div class="carousel__slide">
                      <div class="carousel__video" data-video-url="${url}">
                        <a href="${url}" class="carousel__video-link">
                          <img
                            src="/demo-assets/content-a/slide-${i + 1}.svg"
                            alt=""
                            width="1200"
                            height="300"
                          />
                          <span class="carousel__video-label">Play video: ${title}</span>
                        </a>
                      </div>
                    </div>`,
                )}
              </div>
            </div>
          </div>
        </div>
        <section class="demo-block" aria-labelledby="broken-title">
          <h2 id="broken-title">Faulty markup</h2>
          <p>
            These are reported in the console and stay as server markup or plain links; the page
            goes on.
          </p>
          <div class="carousel" data-carousel data-demo-expected-failure id="no-viewport">
            <p>A carousel whose markup has no <code>.carousel__viewport</code>.</p>
          </div>
          <div
            class="carousel"
            data-carousel
            data-demo-expected-failure
            aria-label="Video without a URL"
            id="no-url"
          >
            <div class="carousel__viewport">
              <div class="carousel__slides">
                <div class="carousel__slide">
                  <div class="carousel__video" data-video-url="">
                    <a href="/investors/webcasts">Webcasts (this video has no URL)</a>
                  </div>
                </div>
              </div>
            </div>
          </div>
          <div
            class="carousel"
            data-carousel
            data-demo-expected-failure
            aria-label="Unsupported video"
            id="bad-url"
          >
            <div class="carousel__viewport">
              <div class="carousel__slides">
                <div class="carousel__slide">
                  <div class="carousel__video" data-video-url="https://example.com/movie.mp4">
                    <a href="https://example.com/movie.mp4">A video on an unsupported site</a>
                  </div>
                </div>
              </div>
            </div>
          </div>
        </section>`,
    }),
};
