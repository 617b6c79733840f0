/* global jQuery, Drupal, once */
/**
 * Legacy tooltips: fade in 200 ms on hover or touch start, 10 px above the trigger; fade out on
 * leave or touch end; clicking the trigger does nothing.
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.tooltips = {
    attach: function (context) {
      $(once('tooltip', '[data-tooltip]', context)).each(function () {
        var $trigger = $(this);
        var $tip = null;
        $trigger.on('mouseenter touchstart focus', function () {
          if ($tip) $tip.remove();
          $tip = $('<div class="legacy-tooltip" role="tooltip"></div>')
            .text($trigger.attr('data-tooltip'))
            .appendTo('body');
          var offset = $trigger.offset();
          $tip
            .css({ top: offset.top - $tip.outerHeight() - 10, left: offset.left })
            .hide()
            .fadeIn(200);
        });
        $trigger.on('mouseleave touchend blur', function () {
          if (!$tip) return;
          var $old = $tip;
          $tip = null;
          $old.fadeOut(200, function () {
            $old.remove();
          });
        });
        $trigger.on('click', function (e) {
          e.preventDefault();
        });
      });
    },
  };
})(jQuery, Drupal);
