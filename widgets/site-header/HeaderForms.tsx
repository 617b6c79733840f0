/**
 * The header's search, FBGA and login forms: a lazy chunk the header loads when a visitor points
 * at or focuses the search or login button, or the first time such a panel opens (or at start
 * with `?login`), and renders in its own tree. Until it arrives the forms submit themselves to
 * their no-JS routes, which accept the same input, so nothing is lost on a slow network.
 */
import { useEffect, useState } from 'react';
import type { WidgetContext } from '../../src/runtime';
import { readForms } from './hooks';
import { LoginForm } from './LoginForm';
import type { PanelName } from './parse';
import { SearchForm } from './SearchForm';

export interface FormsProps {
  ctx: WidgetContext<{ platform: string }>;
  panel: PanelName | null;
  /** Called once the forms' listeners are attached. */
  onReady(): void;
  /** What lost focus in the header before then: a login field left empty is flagged at once. */
  left?: Set<EventTarget>;
}

export function HeaderForms({ ctx, panel, onReady, left }: FormsProps) {
  const [{ search, login }] = useState(() => readForms(ctx.host));
  // After the forms' own effects, which attach their listeners.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onReady(), []);
  return (
    <>
      {login && <LoginForm login={login} ctx={ctx} panel={panel} left={left} />}
      {search && <SearchForm search={search} ctx={ctx} panel={panel} />}
    </>
  );
}
