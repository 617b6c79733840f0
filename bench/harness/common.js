/*
 * Bench harness, inlined in <head> of every scripted stack page (not counted in its bytes).
 * Collects page errors and the per-widget outcome, and resolves `__bench.ready` when the stack
 * has enhanced everything (the 'all-enhanced' mark) or gave up.
 */
(function () {
  'use strict';
  var config = window.__benchConfig;
  var resolveReady;
  var bench = (window.__bench = {
    config: config,
    status: 'loading',
    errors: [],
    groups: {},
    table: null,
    ready: new Promise(function (resolve) {
      resolveReady = resolve;
    }),
    finish: function (status) {
      if (bench.status !== 'loading') return;
      if (status === 'done') performance.mark('all-enhanced');
      bench.status = status;
      resolveReady(status);
    },
  });
  addEventListener('error', function (e) {
    bench.errors.push(String(e.message || e));
  });
  addEventListener('unhandledrejection', function (e) {
    bench.errors.push(
      'unhandled rejection: ' + String(e.reason && e.reason.stack ? e.reason.stack : e.reason),
    );
  });
  document.addEventListener('trellis:error', function (e) {
    var d = e.detail || {};
    bench.errors.push(
      '<' + d.tag + '> ' + String(d.error && d.error.message ? d.error.message : d.error),
    );
  });
  config.groups.forEach(function (g) {
    bench.groups[g.key] = {
      expected: g.expected,
      enhanced: 0,
      failed: 0,
      missing: 0,
      deferred: 0,
      note: '',
    };
  });
})();
