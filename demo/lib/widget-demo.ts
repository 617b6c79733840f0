/** What a widget's demo (`demo/widgets/<tag>.ts`) exports: its `/widgets/<slug>` page and any endpoints it needs. */
import type { Route, Ctx } from './http.ts';

export interface WidgetDemo {
  slug: string;
  title: string;
  /** One line for the /widgets/ index. */
  summary: string;
  /** The page at /widgets/<slug>. */
  render(ctx: Ctx): string | Promise<string>;
  /** Extra routes (endpoints) the demo page uses. */
  routes?: Route[];
}
