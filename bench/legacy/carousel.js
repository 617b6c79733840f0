/* global jQuery, Drupal, once */
/**
 * Legacy carousels: Owl Carousel 2 with the site's presets (spec §9) chosen by class, and the
 * options items/loop/nav/dots/autoplay from data attributes, as a Drupal theme wires it.
 */
(function ($, Drupal) {
  'use strict';
  var defaults = { items: 3, autoplayTimeout: 5000, smartSpeed: 250, responsiveRefreshRate: 200 };
  var multi = {
    margin: 40,
    dots: true,
    nav: false,
    loop: true,
    responsive: { 0: { items: 1 }, 600: { items: 2 }, 1000: { items: 3 } },
  };
  function options($el) {
    var o = $.extend({}, defaults);
    if ($el.hasClass('multi-slider')) $.extend(o, multi);
    if ($el.hasClass('am-slider')) $.extend(o, multi, { loop: false });
    if ($el.hasClass('single-slider'))
      $.extend(o, { margin: 5, dots: false, loop: true, autoplay: true, items: 1 });
    ['items', 'loop', 'nav', 'dots', 'autoplay'].forEach(function (key) {
      var v = $el.attr('data-' + key);
      if (v === undefined) return;
      o[key] = key === 'items' ? parseInt(v, 10) : v === 'true';
    });
    return o;
  }
  Drupal.behaviors.carousel = {
    attach: function (context) {
      $(once('carousel', '[data-carousel]', context)).each(function () {
        var $el = $(this);
        try {
          $el.owlCarousel(options($el));
        } catch (e) {
          console.warn('Carousel failed to initialise', e);
        }
      });
    },
  };
})(jQuery, Drupal);
