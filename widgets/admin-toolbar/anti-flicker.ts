/**
 * The toolbar's anti-flicker snippet (spec drupal-ajax §5.5): a few lines the server inlines in
 * <head>, before the first paint, so a reload shows the toolbar as the editor left it instead of
 * jumping when the bundle runs. It reads the session state the toolbar writes; the widget removes
 * what it adds on its first render. Plain ES5 in a string: it is not part of the bundle.
 */
export const ANTI_FLICKER_SCRIPT = `(function () {
  var s = {}, hidden = false;
  // Blocked storage throws on every access, not only on a read of broken JSON.
  try { s = JSON.parse(sessionStorage.getItem('Drupal.toolbar.toolbarState') || '{}') || {}; } catch (e) {}
  try { hidden = sessionStorage.getItem('Trellis.toolbar.localTasksHidden') === 'true'; } catch (e) {}
  var c = document.documentElement.classList;
  c.add('toolbar-loading', 'toolbar-anti-flicker', 'toolbar-' + (s.orientation === 'vertical' ? 'vertical' : 'horizontal'));
  if (s.hasActiveTab !== false) c.add('toolbar-tray-open');
  if (s.isFixed) c.add('toolbar-fixed');
  if (s.isOriented) c.add('toolbar-oriented');
  if (hidden) c.add('toolbar-local-tasks-hidden');
  var css = '';
  if (s.activeTray && /^[A-Za-z][\\w-]*$/.test(s.activeTray)) {
    var t = '#' + s.activeTray;
    css += t + '{display:block}';
    if (s.isOriented && s.orientation !== 'vertical') css += t + '{position:absolute;top:100%;left:0;right:0}';
    if (s.isOriented && s.orientation === 'vertical') css += t + '{position:' + (s.isFixed ? 'fixed' : 'absolute') + ';top:var(--toolbar-bar-height,2.625rem);bottom:0;left:0;width:15rem}';
    if (s.activeTabId && /^[A-Za-z][\\w-]*$/.test(s.activeTabId)) css += '#' + s.activeTabId + '{background:#2b2b2b}';
  }
  if (s.userButtonMinWidth > 0) css += '#toolbar-item-user{min-width:' + Number(s.userButtonMinWidth) + 'px}';
  if (css) {
    var style = document.createElement('style');
    style.setAttribute('data-toolbar-anti-flicker-loading', '');
    style.textContent = css;
    document.head.appendChild(style);
  }
})();`;
