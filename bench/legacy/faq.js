/* global jQuery, Drupal, once */
/**
 * Legacy FAQ: first item open, a title click toggles its answer (debounced 200 ms), Show all /
 * Hide all toggles every item and its own label. Handlers bound per title, as themes do.
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.faq = {
    attach: function (context) {
      $(once('faq', '.faq-list', context)).each(function () {
        var $list = $(this);
        var $items = $list.find('.faq-item');
        var last = 0;
        $items.not(':first').find('.faq-item__answer').hide();
        $items.first().addClass('open');
        $items.find('.faq-item__title').each(function () {
          $(this)
            .attr({ role: 'button', tabindex: 0 })
            .on('click', function () {
              var now = Date.now();
              if (now - last < 200) return;
              last = now;
              var $item = $(this).closest('.faq-item');
              $item.toggleClass('open');
              $item.find('.faq-item__answer').stop(true, true).slideToggle('fast');
            });
        });
        $list.find('.faq-show-all').on('click', function (e) {
          e.preventDefault();
          var $link = $(this);
          var open = $link.text() === 'Show all';
          $items.toggleClass('open', open);
          $items.find('.faq-item__answer')[open ? 'slideDown' : 'slideUp']('fast');
          $link.text(open ? 'Hide all' : 'Show all');
        });
      });
    },
  };
})(jQuery, Drupal);
