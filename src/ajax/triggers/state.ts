/** What makes a request on a click: Drupal's AJAX links and submit buttons. */
export const TRIGGERS = '.use-ajax, .use-ajax-submit';

/**
 * The trigger bindings as the commands see them: whether they listen, and how to make them
 * listen. The bindings come with the engine, which the commands of a background request run
 * without; the entry fills in `listen` (the engine's door), so nothing here imports the door.
 */
export const bindings = {
  listening: false,
  listen: (): Promise<unknown> => Promise.resolve(),
};
