/* global jQuery, Drupal, once */
/**
 * Legacy site header: category links open their sub-menu, the search panel opens from a toggle,
 * panels are mutually exclusive, a backdrop closes them, Escape closes and returns focus.
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.siteHeader = {
    attach: function (context) {
      $(once('site-header', '.site-header', context)).each(function () {
        var $header = $(this);
        var $backdrop = $('<div class="legacy-backdrop"></div>').hide().appendTo('body');
        var $search = $header.find('.site-header__search');
        var $toggle = $(
          '<button type="button" class="legacy-search-toggle" aria-expanded="false">Open search</button>',
        ).insertBefore($search);
        var $opener = null;
        function closeAll() {
          $header.find('.sub-menu.is-open').removeClass('is-open');
          $header.find('.main-menu__category').attr('aria-expanded', 'false');
          $search.removeClass('is-open');
          $search.find('input').val('');
          $toggle.attr('aria-expanded', 'false');
          $backdrop.hide();
        }
        $header.find('.main-menu__category').each(function () {
          $(this)
            .attr('aria-expanded', 'false')
            .on('click', function (e) {
              e.preventDefault();
              var open = $(this).attr('aria-expanded') === 'true';
              closeAll();
              if (open) return;
              $(this).attr('aria-expanded', 'true');
              $('#' + $(this).attr('data-category')).addClass('is-open');
              $backdrop.show();
            });
        });
        $toggle.on('click', function () {
          var open = $search.hasClass('is-open');
          closeAll();
          if (open) return;
          $opener = $toggle;
          $search.addClass('is-open');
          $toggle.attr('aria-expanded', 'true');
          $backdrop.show();
          $search.find('input').trigger('focus');
        });
        $backdrop.on('click', closeAll);
        $(document).on('keydown', function (e) {
          if (e.key !== 'Escape') return;
          closeAll();
          if ($opener) $opener.trigger('focus');
          $opener = null;
        });
      });
    },
  };
})(jQuery, Drupal);
