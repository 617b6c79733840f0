/* global jQuery, Drupal, once */
/**
 * Legacy investor menu: absolutely placed at the top; past the header height it becomes fixed
 * 70 px from the top and a back-to-top control fades in; back-to-top scrolls up over 500 ms.
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.irMenu = {
    attach: function (context) {
      $(once('ir-menu', '.block-investor-menu', context)).each(function () {
        var $menu = $(this);
        var $top = $menu.next('.back-to-top').hide();
        var headerHeight = $('.site-header').outerHeight();
        $(window).on('scroll', function () {
          var past = $(window).scrollTop() > headerHeight;
          $menu.toggleClass('is-fixed', past);
          if (past) $top.stop(true, true).fadeIn(200);
          else $top.stop(true, true).fadeOut(200);
        });
        $top.on('click', function (e) {
          e.preventDefault();
          $('html, body').animate({ scrollTop: 0 }, 500);
        });
      });
    },
  };
})(jQuery, Drupal);
