/**
 * Enhanced selects for administrators (spec §6): the implementation chunk decides per select
 * (settings flag, exclusions, phone user agents) and only then fetches Tom Select. The native
 * select stays the form's source of truth; destroying the widget gives it back as it is now.
 */
import { getSettings, setting, t, type WidgetImplementation } from '../../src/runtime';
import { chooseLibrary, configFor, isBlacklistedMobile, isExcluded } from './logic';
import type * as LibraryModule from './library';

type Library = typeof LibraryModule;
let library: Promise<Library> | undefined;
const loadLibrary = () => (library ??= import('./library'));

export interface SelectModel {
  select: HTMLSelectElement;
}

/**
 * `trellis.selects.placeholderMultiple` in drupalSettings overrides the multiple-select text of
 * either configuration ('' = the library's default).
 */
export const texts = () => {
  const own = setting<string>('trellis.selects.placeholderMultiple');
  return {
    chooseFromList: own ?? t('Choose from list'),
    // Spec §9 capitalises the second library's text.
    chooseFromListSecond: own ?? t('Choose From List'),
    selectSome: t('Select Some Options'),
    selectOne: t('Select an Option'),
  };
};

export const implementation: WidgetImplementation<SelectModel, Record<string, never>> = {
  parse: (host) => ({ select: host as HTMLSelectElement }),
  setup({ select }, ctx) {
    if (!(select instanceof HTMLSelectElement) || isExcluded(select)) return;
    if (select.classList.contains('tomselected')) return;
    const choice = chooseLibrary(getSettings());
    if (!choice) return;
    // The second library keeps phones on the native select (its own rule).
    if (choice === 'chosen' && isBlacklistedMobile(navigator.userAgent)) return;
    const config = configFor(select, choice, texts());
    loadLibrary().then(
      ({ TomSelect, css, enhance }) => {
        if (ctx.signal.aborted || !select.isConnected) return;
        enhance(TomSelect, css, select, config, ctx as never);
      },
      (error: unknown) =>
        ctx.warn('Tom Select could not be loaded; the native select stays.', error),
    );
  },
};
