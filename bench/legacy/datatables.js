/* global jQuery, Drupal, once */
/**
 * Legacy data tables: DataTables (1.13 or 2.x, whichever the page loads) with the site's
 * settings: page lengths 10/25/50/100, simple numbers paging, first column ascending, saved
 * state for 7200 s.
 */
(function ($, Drupal) {
  'use strict';
  Drupal.behaviors.dataTables = {
    attach: function (context) {
      $(once('datatable', 'table.datatable, table[data-table-id]', context)).each(function () {
        $(this).DataTable({
          lengthMenu: [10, 25, 50, 100],
          pageLength: 10,
          pagingType: 'simple_numbers',
          order: [[0, 'asc']],
          stateSave: true,
          stateDuration: 7200,
          language: {
            emptyTable: 'No data available in table',
            zeroRecords: 'No matching records found',
          },
        });
      });
    },
  };
})(jQuery, Drupal);
