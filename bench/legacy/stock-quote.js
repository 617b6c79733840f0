/* global jQuery, Drupal, once */
/**
 * Legacy stock quote: one background request per block (ajax/market-data-api/stock-quote/
 * {block id}/{storage id or NULL}/TRUE) whose response replaces the block's quote, and the
 * exchange selector when a user toggle is on.
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.stockQuote = {
    attach: function (context) {
      if ($('body').hasClass('nmdbsq')) return;
      $('body').addClass('nmdbsq');
      $(once('stockQuoteBlock', '.block-market-data-block__stock-quote', context)).each(
        function () {
          var $block = $(this);
          var id = $block.attr('id');
          if (!id && $block.attr('data-uuid')) {
            id = 'nir-ipe-block_' + $block.attr('data-uuid');
            $block.attr('id', id);
          }
          if (!id) return;
          var storage = $block.attr('data-storage-id') || 'NULL';
          var url = '/ajax/market-data-api/stock-quote/' + id + '/' + storage + '/TRUE';
          $.ajax({ url: url, type: 'GET', dataType: 'json' }).done(function (commands) {
            (commands || []).forEach(function (command) {
              if (command.command === 'insert' && command.selector && command.data)
                $(command.selector).html(command.data);
            });
            $('.messages__list').addClass('loaded');
          });
        },
      );
      if ($('.user-toggle-on').length) {
        $(document).on('change', '.quote-wrap select', function () {
          var value = $(this).val();
          var $quotes = $(this).parent().find('.stock-quote');
          $quotes.css('display', 'none');
          $quotes.filter('[data-exchange="' + value + '"]').css('display', 'block');
        });
      }
    },
  };
})(jQuery, Drupal);
