// A stand-in for Drupal core's drupal.js in the harness's Drupal mode: the `Drupal` object with
// behaviors, as core/drupal puts it on every page of a real site. Written for the harness from
// the documented API (attach and detach every behavior; t() returns its source); it is not
// Drupal's code, which is GPL.
window.Drupal = {
  behaviors: {},
  attachBehaviors(context = document, settings = window.drupalSettings) {
    for (const behavior of Object.values(this.behaviors)) behavior.attach?.(context, settings);
  },
  detachBehaviors(context = document, settings = window.drupalSettings, trigger = 'unload') {
    for (const behavior of Object.values(this.behaviors))
      behavior.detach?.(context, settings, trigger);
  },
  t: (source) => source,
};
