/** The shared runtime: knows no widget. */
export {
  defineWidget,
  start,
  upgrade,
  teardown,
  removeUnobserved,
  connect,
  disconnect,
  stats,
  instancesOf,
  attr,
  whenNear,
} from './define';
export type {
  WidgetDefinition,
  WidgetImplementation,
  WidgetContext,
  WidgetProps,
  PropCodec,
  PropCodecs,
} from './define';
export { MarkupError, reportWidgetError, warn } from './errors';
export { emit, type TrellisEventMap, type TrellisEventName } from './events';
export {
  getSettings,
  resetSettings,
  setting,
  deepMerge,
  baseUrl,
  siteUrl,
  decodeOrKeep,
  requestTimeout,
  type Settings,
} from './settings';
export { t, formatPlural, formatString } from './t';
export {
  breakpoints,
  matches,
  mediaQuery,
  watchMedia,
  prefersReducedMotion,
  REDUCED_MOTION,
} from './media';
export { focusElement, isRendered } from './focus-element';
export { focus, storage, announce } from './on-demand';
export type { Priority } from './announce';
export type { FocusTrap, FocusTrapOptions } from './focus';
export type { SafeStorage, StorageKind } from './storage';
export { joinGroup, group, type Group, type GroupMember } from './group';
export { debounce, throttle, frameThrottle, delay, afterPaint } from './timing';
export { addStyles } from './styles';
export { reserveScrollTop } from './scroll-padding';
// The React hooks (./hooks) are not here: the runtime's API does not depend on a renderer (the
// React build's entry has none). Widgets import them from './hooks'; host pages get them from
// `await Trellis.react()`.
