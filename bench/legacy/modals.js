/* global jQuery, Drupal, once */
/**
 * Legacy modals: a jQuery UI dialog per call-to-action modal, created at attach; a call-to-action
 * button opens the dialog whose id matches its data id; the close X, the theme's Close link and
 * Escape close it and restore page scrolling.
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.modals = {
    attach: function (context) {
      $(once('modal', '.cta-modal[id]', context)).each(function () {
        var $modal = $(this);
        $modal.dialog({
          autoOpen: false,
          modal: true,
          width: 600,
          maxHeight: Math.round(window.innerHeight * 0.95),
          closeText: 'Close',
          title: $modal.find('.cta-modal__title').first().text(),
          open: function () {
            $('body').css('overflow', 'hidden');
          },
          close: function () {
            $('body').css('overflow', '');
          },
        });
        $modal.find('.cta-modal__close').on('click', function (e) {
          e.preventDefault();
          $modal.dialog('close');
        });
      });
      $(once('modal-trigger', '.cta-button[data-id]', context)).on('click', function (e) {
        e.preventDefault();
        $('#' + $(this).attr('data-id')).dialog('open');
      });
    },
  };
})(jQuery, Drupal);
