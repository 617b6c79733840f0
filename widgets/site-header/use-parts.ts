/**
 * The menu's and the forms' chunks (MegaMenu.tsx, HeaderForms.tsx), rendered in the header's
 * tree once they are here; they load on intent (use-header.ts says when). Until the menu's
 * buttons are in place a press on a category's link is held, and done once they are; should its
 * chunk fail, the categories stay links that jump to their sections, all shown. Until the forms'
 * listeners are attached, a panel's submit waits for them; should they fail, the forms submit as
 * they would without script, checked by the browser.
 */
import { useLazyPart, type LazyPart } from '../../src/runtime/lazy-part';
import type { PressHold } from '../../src/runtime/presses';
import type { WidgetContext } from '../../src/runtime/widget';
import type { HeaderForms } from './HeaderForms';
import type { MegaMenu } from './MegaMenu';
import { VALIDATED_FORMS, type Model } from './parse';

export type FormsPart = LazyPart<HTMLFormElement>;
export type MenuPart = LazyPart<HTMLAnchorElement>;

export function useParts(ctx: WidgetContext<unknown>, reshow: () => void) {
  const [Forms, forms] = useLazyPart<typeof HeaderForms, HTMLFormElement>(
    ctx,
    () => import('./HeaderForms').then((m) => m.HeaderForms),
    'the search and login behaviour could not load; the forms submit without it.',
    // Without our messages, the browser's own validation is the fallback again.
    () =>
      ctx.host
        .querySelectorAll<HTMLFormElement>(VALIDATED_FORMS)
        .forEach((form) => (form.noValidate = false)),
  );
  // Without its code, the menu's sections show as the server lays them out.
  const [Menu, menu] = useLazyPart<typeof MegaMenu, HTMLAnchorElement>(
    ctx,
    () => import('./MegaMenu').then((m) => m.MegaMenu),
    'the menu could not load; its links jump to their sections.',
    reshow,
  );
  return { Forms, forms, Menu, menu };
}

/** A press on a category's link before the menu's buttons: theirs once here, else the jump. */
export function holdCategoryPresses(host: HTMLElement, model: Model, menu: MenuPart): void {
  const presses = menu.hold(({ target }) => (location.hash = target.hash));
  host.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a');
      if (menu.status < 2 && model.categories.some((c) => c.link === link))
        presses.keep(link!, event, true);
    },
    { signal: presses.signal },
  );
}

/** A submit in `panel` while the forms load: sent again once they are here, or by the browser. */
export function holdSubmits(panel: HTMLElement, forms: FormsPart): PressHold<HTMLFormElement> {
  const hold = forms.hold(({ target }) => target.requestSubmit());
  panel.addEventListener(
    'submit',
    (event) => forms.status === 1 && hold.keep(event.target as HTMLFormElement, event, true),
    { signal: hold.signal },
  );
  return hold;
}
