/*
 * Legacy stack completion: does what Drupal's init does on DOMContentLoaded (attach every
 * behaviour), with marks around each behaviour, then checks each widget group by the marks the
 * libraries leave and marks 'all-enhanced'. Inlined after the last behaviour file.
 */
(function () {
  'use strict';
  var bench = window.__bench;
  var keyOf = {
    siteHeader: 'header',
    irMenu: 'irmenu',
    stockQuote: 'quote',
    carousel: 'carousel',
    tooltips: 'tooltip',
    modals: 'modal',
    faq: 'faq',
    dataTables: 'table',
  };
  function count(selector) {
    return document.querySelectorAll(selector).length;
  }
  var checks = {
    header: function () {
      return count('site-header.legacy-js');
    },
    irmenu: function () {
      return count('.block-investor-menu[data-once~="ir-menu"]');
    },
    quote: function () {
      return count('.block-market-data-block__stock-quote[data-once~="stockQuoteBlock"]');
    },
    carousel: function () {
      return count('[data-carousel].owl-loaded');
    },
    tooltip: function () {
      return count('[data-tooltip][data-once~="tooltip"]');
    },
    modal: function () {
      return count('.cta-modal.ui-dialog-content');
    },
    faq: function () {
      return count('.faq-list[data-once~="faq"] .faq-list__toggle-all') ? 1 : 0;
    },
    table: function () {
      var $ = window.jQuery;
      return $ && $.fn.dataTable && $.fn.dataTable.isDataTable('#' + bench.config.tableId) ? 1 : 0;
    },
  };
  document.addEventListener('DOMContentLoaded', function () {
    var Drupal = window.Drupal;
    if (!Drupal || !window.jQuery) {
      bench.errors.push('legacy scripts did not load');
      bench.finish('error');
      return;
    }
    try {
      window.drupalSettings = JSON.parse(
        document.querySelector('script[data-drupal-selector="drupal-settings-json"]').textContent,
      );
    } catch (e) {
      bench.errors.push('settings: ' + e);
    }
    Object.keys(Drupal.behaviors).forEach(function (name) {
      var behavior = Drupal.behaviors[name];
      var attach = behavior.attach;
      var key = keyOf[name] || name;
      behavior.attach = function () {
        if (key === 'table') performance.mark('table-start');
        try {
          return attach.apply(this, arguments);
        } finally {
          if (key === 'table') performance.mark('table-end');
          performance.mark('enhanced:' + key);
        }
      };
    });
    performance.mark('behaviours-start');
    Drupal.attachBehaviors(document, window.drupalSettings);
    bench.config.groups.forEach(function (g) {
      var r = bench.groups[g.key];
      var n = checks[g.key] ? checks[g.key]() : 0;
      r.enhanced = Math.min(n, g.expected);
      r.missing = Math.max(0, g.expected - n);
      if (r.missing) r.note = 'not enhanced by the legacy behaviours';
    });
    var start = performance.getEntriesByName('table-start')[0];
    var end = performance.getEntriesByName('table-end')[0];
    if (start && end) bench.table = { start: start.startTime, end: end.startTime, from: 'init' };
    bench.finish('done');
  });
})();
