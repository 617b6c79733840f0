/**
 * The search and FBGA forms' behaviour on the server's forms (SearchForm.tsx).
 */
import { t, type WidgetContext } from '../../src/runtime';
import { announce } from '../../src/runtime/announce';
import { useFormListeners, type SearchModel } from './hooks';
import { isFbgaCode, isFbgaTrigger, searchUrl } from './logic';
type Ctx = WidgetContext<{ platform: string }>;

export interface SearchState {
  showFbga(focus: HTMLElement): void;
  searchError(message: string): void;
  fbgaError(message: string): void;
  claim(input: HTMLElement): void;
}

/**
 * Search and FBGA: an empty term is refused with a message; a term goes to the results page;
 * `fbga` typed into the box swaps in the FBGA code form, whose code is checked and upper-cased.
 */
export function useSearch(search: SearchModel, ctx: Ctx, state: SearchState): void {
  useFormListeners(
    ctx,
    (on) => {
      const swap = () => {
        if (search.fbga && isFbgaTrigger(search.input.value)) {
          search.input.value = '';
          state.showFbga(search.fbga.input);
        }
      };
      swap(); // typed before this chunk arrived
      search.input.addEventListener(
        'input',
        () => (state.claim(search.input), state.searchError(''), swap()),
        on,
      );
      search.form.addEventListener(
        'submit',
        (event) => {
          event.preventDefault();
          const term = search.input.value.trim();
          if (!term) {
            const why = t('Enter a search term.');
            state.searchError(why);
            announce(why, 'assertive');
            search.input.focus();
            return;
          }
          const url = searchUrl(search.form.getAttribute('action') || '/search-results', term);
          if (ctx.emit('site-header:search', { term, url }, { cancelable: true }))
            window.location.assign(url);
        },
        on,
      );
      const fbga = search.fbga;
      fbga?.input.addEventListener(
        'input',
        () => (state.claim(fbga.input), state.fbgaError('')),
        on,
      );
      fbga?.form.addEventListener(
        'submit',
        (event) => {
          const code = fbga.input.value.trim().toUpperCase();
          if (!isFbgaCode(code)) {
            event.preventDefault();
            const why = t('Enter a 5-character FBGA code (letters and digits only).');
            state.fbgaError(why);
            announce(why, 'assertive');
            fbga.input.focus();
            return;
          }
          fbga.input.value = code;
          if (!ctx.emit('site-header:fbga', { code }, { cancelable: true })) event.preventDefault();
        },
        on,
      );
    },
    [ctx, search],
  );
}
