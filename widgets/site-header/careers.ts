/**
 * The careers filter block (spec §2, §3): location and team selects, each may be 'none';
 * submitting opens the external careers portal in a new window with only the chosen parameters.
 * A lazy chunk: only pages with the block load it. Without JavaScript the form submits itself
 * (its action is the site's redirect to the portal).
 */
import {
  MarkupError,
  setting,
  type WidgetContext,
  type WidgetImplementation,
} from '../../src/runtime';
import { careersUrl } from './logic';

export interface CareersProps {
  portalUrl: string;
  domain: string;
}

export interface CareersModel {
  form: HTMLFormElement;
  location: HTMLSelectElement | null;
  team: HTMLSelectElement | null;
}

function parse(host: HTMLElement): CareersModel {
  const form = host instanceof HTMLFormElement ? host : host.querySelector('form');
  if (!form) throw new MarkupError('the careers filter needs a <form>.');
  const location = form.querySelector<HTMLSelectElement>('select[name="location"]');
  const team = form.querySelector<HTMLSelectElement>('select[name="team"], select[name="query"]');
  if (!location && !team)
    throw new MarkupError('the careers filter has no location or team select.');
  return { form, location, team };
}

function setup(model: CareersModel, ctx: WidgetContext<CareersProps>): void {
  ctx.listen(model.form, 'submit', (event) => {
    const base = ctx.props.portalUrl || setting<string>('trellis.careers.portalUrl') || '';
    const url = careersUrl(base, {
      location: model.location?.value,
      team: model.team?.value,
      domain: ctx.props.domain || setting<string>('trellis.careers.domain'),
    });
    if (!url) {
      ctx.warn(
        'no usable careers portal URL (trellis.careers.portalUrl); the form submits itself.',
      );
      return;
    }
    event.preventDefault();
    if (ctx.emit('careers-filter:open', { url }, { cancelable: true }))
      window.open(url, '_blank', 'noopener');
  });
}

export const careers: WidgetImplementation<CareersModel, CareersProps> = { parse, setup };
