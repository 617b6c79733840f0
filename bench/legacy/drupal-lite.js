/**
 * The part of a Drupal page's own JS the legacy behaviours need: a behaviours registry attached
 * on DOMContentLoaded, and `once()`. Written for the bench (not Drupal's GPL code): the same
 * protocol, a fraction of the size, so the legacy column is not inflated by Drupal core.
 */
(function () {
  'use strict';
  var Drupal = (window.Drupal = window.Drupal || { behaviors: {} });
  window.drupalSettings = window.drupalSettings || {};

  /** Runs every behaviour's attach; one failing behaviour does not stop the others. */
  Drupal.attachBehaviors = function (context, settings) {
    context = context || document;
    settings = settings || window.drupalSettings;
    var errors = [];
    Object.keys(Drupal.behaviors).forEach(function (name) {
      var behavior = Drupal.behaviors[name];
      if (typeof behavior.attach !== 'function') return;
      try {
        behavior.attach(context, settings);
      } catch (e) {
        errors.push(e);
      }
    });
    errors.forEach(function (e) {
      setTimeout(function () {
        throw e;
      });
    });
  };

  /** Elements matching `selector` in `context` not yet processed under `id`, now marked. */
  window.once = function (id, selector, context) {
    var root = context || document;
    var found = typeof selector === 'string' ? root.querySelectorAll(selector) : selector;
    var out = [];
    for (var i = 0; i < found.length; i++) {
      var el = found[i];
      var marks = (el.getAttribute('data-once') || '').split(' ');
      if (marks.indexOf(id) !== -1) continue;
      marks.push(id);
      el.setAttribute('data-once', marks.join(' ').trim());
      out.push(el);
    }
    return out;
  };
})();
