/* global jQuery, Drupal, once */
/**
 * Legacy site header: the toggle links open their panel (main menu, language, search, login),
 * panels are mutually exclusive, category links show their mega-menu section, a backdrop closes
 * everything, Escape closes and returns focus, closing search clears it. (Login submission and
 * the FBGA switch are not part of the bench and are left out.)
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.siteHeader = {
    attach: function (context) {
      $(once('site-header', '.site-header', context)).each(function () {
        var $header = $(this).addClass('legacy-js');
        var $backdrop = $('<div class="legacy-backdrop"></div>').hide().appendTo('body');
        var $opener = null;
        function closeAll() {
          $header.find('.site-header__panel.is-open').removeClass('is-open');
          $header.find('[data-header-toggle]').attr('aria-expanded', 'false');
          $header.find('.site-search__form input').val('');
          $backdrop.hide();
        }
        $header.find('[data-header-toggle]').each(function () {
          var $toggle = $(this);
          var $panel = $($toggle.attr('href'));
          $toggle.attr({ role: 'button', 'aria-expanded': 'false' });
          $toggle.on('click', function (e) {
            e.preventDefault();
            var open = $panel.hasClass('is-open');
            closeAll();
            if (open) return;
            $opener = $toggle;
            $panel.addClass('is-open');
            $toggle.attr('aria-expanded', 'true');
            $backdrop.show();
            $panel.find('input:visible, a, button').first().trigger('focus');
          });
        });
        $header.find('[data-header-close]').on('click', function (e) {
          e.preventDefault();
          closeAll();
          if ($opener) $opener.trigger('focus');
        });
        $header.find('.menu-link--category').each(function () {
          var $link = $(this);
          $link.attr('aria-expanded', 'false').on('click', function (e) {
            e.preventDefault();
            $header.find('.mega-menu__section').removeClass('is-open');
            $header.find('.menu-link--category').attr('aria-expanded', 'false');
            $($link.attr('href')).addClass('is-open');
            $link.attr('aria-expanded', 'true');
          });
        });
        $backdrop.on('click', closeAll);
        $(document).on('keydown', function (e) {
          if (e.key !== 'Escape' || !$header.find('.site-header__panel.is-open').length) return;
          closeAll();
          if ($opener) $opener.trigger('focus');
          $opener = null;
        });
      });
    },
  };
})(jQuery, Drupal);
