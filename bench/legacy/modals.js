/* global jQuery, Drupal, once */
/**
 * Legacy modals: jQuery UI dialogs created at attach; a call-to-action button opens the dialog
 * whose id matches its data id; the close X and Escape close it and restore page scrolling.
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.modals = {
    attach: function (context) {
      $(once('modal', '.modal', context)).each(function () {
        $(this)
          .removeAttr('hidden')
          .dialog({
            autoOpen: false,
            modal: true,
            width: 600,
            maxHeight: Math.round(window.innerHeight * 0.95),
            closeText: 'Close',
            open: function () {
              $('body').css('overflow', 'hidden');
            },
            close: function () {
              $('body').css('overflow', '');
            },
          });
      });
      $(once('modal-trigger', '[data-modal-trigger]', context)).on('click', function (e) {
        e.preventDefault();
        $('#' + $(this).attr('data-id')).dialog('open');
      });
    },
  };
})(jQuery, Drupal);
