/** The careers filter's one rule: the portal link (spec §2, §3). No DOM, for vitest. */

export interface CareersChoice {
  location?: string | null;
  team?: string | null;
  domain?: string | null;
}

const chosen = (value: string | null | undefined): value is string =>
  !!value && value.trim() !== '' && value.trim().toLowerCase() !== 'none';

/**
 * The external careers portal with only the chosen parameters among `location`, `query` (the
 * team) and `domain`, encoded by URLSearchParams. `null` when the base URL is not absolute http(s).
 */
export function careersUrl(base: string, choice: CareersChoice): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const key of ['location', 'query', 'domain']) url.searchParams.delete(key);
  if (chosen(choice.location)) url.searchParams.set('location', choice.location.trim());
  if (chosen(choice.team)) url.searchParams.set('query', choice.team.trim());
  if (chosen(choice.domain)) url.searchParams.set('domain', choice.domain.trim());
  return url.href;
}
