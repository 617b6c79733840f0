/** Reads the careers filter's form and its two selects (README: markup contract). */
import { MarkupError } from '../../src/runtime/errors';

export interface CareersProps {
  portalUrl: string;
  domain: string;
}

export interface CareersModel {
  form: HTMLFormElement;
  location: HTMLSelectElement | null;
  team: HTMLSelectElement | null;
}

export function parse(host: HTMLElement): CareersModel {
  const form = host instanceof HTMLFormElement ? host : host.querySelector('form');
  if (!form) throw new MarkupError('the careers filter needs a <form>.');
  const location = form.querySelector<HTMLSelectElement>('select[name="location"]');
  const team = form.querySelector<HTMLSelectElement>('select[name="team"], select[name="query"]');
  if (!location && !team)
    throw new MarkupError('the careers filter has no location or team select.');
  return { form, location, team };
}
