/**
 * Drupal's batch page client (spec drupal-ajax §4): the server's `uri` carries `op=do_nojs`;
 * the client polls `uri&op=do` (PHP keeps the last duplicate key) and, when the percentage is the
 * string "100", goes to `uri&op=finished`.
 */
export interface BatchSettings {
  uri: string;
  initMessage: string;
  errorMessage: string;
}

export function readBatchSettings(value: unknown): BatchSettings | null {
  if (!value || typeof value !== 'object') return null;
  const { uri, initMessage, errorMessage } = value as Record<string, unknown>;
  if (typeof uri !== 'string' || !uri) return null;
  return {
    uri,
    initMessage: typeof initMessage === 'string' ? initMessage : '',
    errorMessage: typeof errorMessage === 'string' ? errorMessage : '',
  };
}

export const withOp = (uri: string, op: 'do' | 'finished') =>
  `${uri}${uri.includes('?') ? '&' : '?'}op=${op}`;

/** Finished only on the exact string "100" (the server never rounds up to it early). */
export const isFinished = (percentage: unknown) => percentage === '100';

/** Drupal polls the batch every 10 ms; the requests never overlap (a timeout chain). */
export const POLL_MS = 10;
