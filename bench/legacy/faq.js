/* global jQuery, Drupal, once */
/**
 * Legacy FAQ on the CMS's <details> markup, as a jQuery theme does it: the first item open, a
 * title click slides its answer open or closed (clicks debounced 200 ms), a Show all / Hide all
 * link toggles every item and its own label. Handlers bound per title.
 */
(function ($, Drupal) {
  'use strict';
  function setOpen($item, open) {
    var $answer = $item.children('.faq-list__answer');
    if (open) {
      $item.attr('open', '');
      $answer.stop(true, true).hide().slideDown('fast');
    } else {
      $answer.stop(true, true).slideUp('fast', function () {
        $item.removeAttr('open');
        $answer.show();
      });
    }
  }
  Drupal.behaviors.faq = {
    attach: function (context) {
      $(once('faq', '.faq-list', context)).each(function () {
        var $list = $(this);
        var $items = $list.find('.faq-list__item');
        var last = 0;
        $items.each(function () {
          var $item = $(this);
          $item.children('summary').on('click', function (e) {
            e.preventDefault();
            var now = Date.now();
            if (now - last < 200) return;
            last = now;
            setOpen($item, !$item.is('[open]'));
          });
        });
        var $toggle = $('<p class="faq-list__toggle-all"><a href="#">Show all</a></p>');
        $toggle.children('a').on('click', function (e) {
          e.preventDefault();
          var open = $(this).text() === 'Show all';
          $items.each(function () {
            if ($(this).is('[open]') !== open) setOpen($(this), open);
          });
          $(this).text(open ? 'Hide all' : 'Show all');
        });
        $list.prepend($toggle);
      });
    },
  };
})(jQuery, Drupal);
