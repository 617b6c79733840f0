/**
 * The call-to-action modal's rules, apart from the DOM they act on: here what the entry needs to
 * find the modal's buttons; the open modal's own rules are in logic-open.ts.
 */

/** Call-to-action buttons: `.cta-button` whose `data-id` is the modal's id. */
export const TRIGGER = '.cta-button[data-id]';
