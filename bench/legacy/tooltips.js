/* global jQuery, Drupal, once */
/**
 * Legacy tooltips: the text fades in over 200 ms on hover or touch start and out on leave or
 * touch end (the theme places it 10 px above); clicking the trigger does nothing.
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.tooltips = {
    attach: function (context) {
      $(once('tooltip', '[data-tooltip]', context)).each(function () {
        var $host = $(this).addClass('legacy-js');
        var $content = $host.children('.tooltip__content').hide();
        $host.on('mouseenter touchstart focusin', function () {
          $content.stop(true, true).fadeIn(200);
        });
        $host.on('mouseleave touchend focusout', function () {
          $content.stop(true, true).fadeOut(200);
        });
        $host.find('.tooltip__trigger').on('click', function (e) {
          e.preventDefault();
        });
      });
    },
  };
})(jQuery, Drupal);
