/**
 * Fill rules of the media file helper (spec §4, §5): the metadata response fills height, width,
 * size and format only where the field is empty, and only when the response has no error.
 */
import { baseUrl } from '../../src/runtime/settings';

export const FIELDS = ['height', 'width', 'size', 'format'] as const;
export type Field = (typeof FIELDS)[number];

export type Fill = Partial<Record<Field, string>>;

/**
 * The metadata route, `/ajax/multimedia/file/{fid}` (spec §7): from the site's base path, without
 * the language prefix `Drupal.url` would add, as the login's `/api/…` call.
 */
export function metadataUrl(fid: string): string {
  return `${baseUrl()}ajax/multimedia/file/${encodeURIComponent(fid)}`;
}

/** `file:12` → `12`; a bare id is taken as is; anything else is null. */
export function fileId(reference: string | null | undefined): string | null {
  const value = (reference ?? '').trim();
  if (!value) return null;
  const i = value.lastIndexOf(':');
  const id = i >= 0 ? value.slice(i + 1) : value;
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}

/** A number, or a string holding one (the endpoint may send either); otherwise nothing. */
function numeric(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed !== '' && Number.isFinite(Number(trimmed))) return trimmed;
  }
  return undefined;
}

/** What the response offers for each field; empty when the response is not usable. */
export function valuesFromResponse(data: unknown): Fill {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const body = data as Record<string, unknown>;
  if (body.error) return {};
  const out: Fill = {};
  const height = numeric(body.height);
  const width = numeric(body.width);
  const size = numeric(body.size);
  if (height !== undefined) out.height = height;
  if (width !== undefined) out.width = width;
  if (size !== undefined) out.size = size;
  if (typeof body.mime === 'string' && body.mime.trim()) out.format = body.mime.trim();
  return out;
}

/**
 * The values to write: only into fields that are empty now and that the editor has not
 * touched since the request went out (a slow answer never overwrites typing).
 */
export function fillPlan(
  offered: Fill,
  current: Record<Field, string>,
  touched: ReadonlySet<Field> = new Set(),
): Fill {
  const plan: Fill = {};
  for (const field of FIELDS) {
    const value = offered[field];
    if (value === undefined || touched.has(field)) continue;
    if (current[field].trim() === '') plan[field] = value;
  }
  return plan;
}
