/*
 * Trellis stack completion, inlined as a module script right after the bundle's module script
 * (so it runs once the bundle has registered its widgets and connected the hosts on the page).
 * Waits until every host the bundle covers carries data-enhanced or data-trellis-error, or
 * data-trellis-deferred (off-screen, waiting to come near the viewport), then marks
 * 'all-enhanced'. Hosts no widget of the bundle covers are counted as missing.
 */
(function () {
  'use strict';
  var bench = window.__bench;
  var config = bench.config;
  var T = window.Trellis;
  performance.mark('trellis-evaluated');
  if (!T) bench.errors.push('window.Trellis is missing: the bundle did not run');
  var pending = new Map();
  var left = {};
  config.groups.forEach(function (g) {
    var r = bench.groups[g.key];
    var hosts = Array.prototype.slice.call(document.querySelectorAll(g.trellis));
    var inBundle =
      !!T &&
      g.tags.some(function (tag) {
        return !!customElements.get(tag) || config.bundleTags.indexOf(tag) !== -1;
      });
    if (hosts.length !== g.expected)
      r.note =
        'markup: ' + hosts.length + ' hosts match ' + g.trellis + ', ' + g.expected + ' expected';
    left[g.key] = 0;
    hosts.forEach(function (host) {
      var covered =
        inBundle ||
        host.hasAttribute('data-enhanced') ||
        host.hasAttribute('data-trellis-error') ||
        (!!T && T.instancesOf(host).length > 0);
      if (!covered) {
        r.missing++;
        return;
      }
      pending.set(host, g.key);
      left[g.key]++;
    });
    r.missing += Math.max(0, g.expected - hosts.length);
    if (r.missing && !inBundle) r.note = (r.note ? r.note + '; ' : '') + 'no widget in the bundle';
  });
  var observer;
  var timer;
  function tableTimes() {
    var end =
      performance.getEntriesByName('ready:table')[0] ||
      performance.getEntriesByName('enhanced:table')[0];
    if (!end) return;
    var start;
    var from = 'bundle start';
    if (config.tableChunk) {
      var entry = performance.getEntriesByType('resource').filter(function (e) {
        return e.name.indexOf(config.tableChunk) !== -1;
      })[0];
      if (entry) {
        start = entry.startTime;
        from = 'table chunk request';
      }
    }
    if (start === undefined) start = performance.getEntriesByName('init-start')[0].startTime;
    bench.table = { start: start, end: end.startTime, from: from };
  }
  function sweep() {
    pending.forEach(function (key, host) {
      var r = bench.groups[key];
      if (host.hasAttribute('data-trellis-error')) r.failed++;
      else if (host.hasAttribute('data-enhanced')) r.enhanced++;
      // Off-screen and waiting to come near the viewport: the load's work is done without it.
      else if (host.hasAttribute('data-trellis-deferred')) r.deferred++;
      else return;
      pending.delete(host);
      if (--left[key] === 0) performance.mark('enhanced:' + key);
    });
    if (pending.size) return;
    if (observer) observer.disconnect();
    clearTimeout(timer);
    tableTimes();
    bench.finish('done');
  }
  // Widgets may announce readiness themselves (`<tag>:ready`, e.g. data-table:ready): marked.
  config.groups.forEach(function (g) {
    g.tags.forEach(function (tag) {
      document.addEventListener(tag + ':ready', function () {
        performance.mark('ready:' + g.key);
        // A table deferred until near the viewport is ready after the load, once scrolled to.
        if (g.key === 'table' && bench.status !== 'loading') tableTimes();
      });
    });
  });
  // The sweep runs one microtask after the observer's callback, so a widget that takes
  // data-enhanced back in a microtask of the same task (not ready yet) is not counted early.
  observer = new MutationObserver(function () {
    queueMicrotask(sweep);
  });
  observer.observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-enhanced', 'data-trellis-error', 'data-trellis-deferred'],
  });
  timer = setTimeout(function () {
    observer.disconnect();
    pending.forEach(function (key) {
      bench.groups[key].note += (bench.groups[key].note ? '; ' : '') + 'timed out';
    });
    bench.finish('timeout');
  }, config.timeout);
  sweep();
})();
