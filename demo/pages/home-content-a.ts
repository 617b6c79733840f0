/**
 * The home page's content-widget section (issue 4, part A): carousels, an FAQ list, a
 * call-to-action modal, tooltips, icon videos and percent rings, marked up as the CMS emits them.
 */
import { html, type Raw } from '../lib/http.ts';
import { themeCssLinks } from '../lib/theme-css.ts';
import { carouselSections } from '../widgets/data-carousel.ts';
import { faqList } from '../widgets/faq-list.ts';
import { ctaButtons, ctaModals } from '../widgets/cta-modal.ts';
import { tooltipParagraph } from '../widgets/tool-tip.ts';
import { iconVideoCards } from '../widgets/icon-video.ts';
import { ringRow } from '../widgets/percent-ring.ts';

export function homeContentA(): Raw {
  return html`${themeCssLinks(
      'data-carousel',
      'faq-list',
      'cta-modal',
      'tool-tip',
      'icon-video',
      'percent-ring',
    )}
    <section class="home-content-a" aria-labelledby="home-content-a-title">
      <h2 id="home-content-a-title" class="visually-hidden">Highlights and investor questions</h2>
      ${carouselSections('home-')}
      <h2>What we make</h2>
      ${iconVideoCards()}
      <h2>Sustainability in numbers</h2>
      ${ringRow()}
      <h2>Investors</h2>
      ${tooltipParagraph()} ${ctaButtons()} ${faqList('home-faq')} ${ctaModals()}
    </section>`;
}
