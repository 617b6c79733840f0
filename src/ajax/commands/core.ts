/**
 * The core commands a background refresh needs (spec §2.2): `insert`, `remove` and `settings`,
 * on plain DOM, in the request core. The others (`names.ts`) come with the engine.
 */
import { deepMerge, getSettings, type Settings } from '../../runtime';
import { bindings } from '../triggers/state';
import { detach, insert } from './insert';
import { registry, type CommandContext, type CommandHandler } from './registry';

type Command = Record<string, unknown>;

const noop = () => {};

export const str = (value: unknown) => (typeof value === 'string' ? value : '');
/** PHP sends an empty array as `[]` where an object is expected. */
export const obj = (value: unknown) =>
  (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<
    string,
    unknown
  >;
export const all = (selector: unknown): HTMLElement[] =>
  str(selector) ? [...document.querySelectorAll<HTMLElement>(str(selector))] : [];
export const first = (selector: unknown) => all(selector)[0] ?? null;
export const settingsOf = (c: Command, ctx: CommandContext) =>
  (c.settings as Settings) || ctx.settings || getSettings();

export function registerCoreCommands(): void {
  const commands: Record<string, (c: Command, ctx: CommandContext) => unknown> = {
    insert(c, ctx) {
      const wrapper = ctx.wrapper ? document.getElementById(ctx.wrapper) : null;
      return insert(c.selector ? all(c.selector) : wrapper ? [wrapper] : [], c.data, {
        method: str(c.method) || ctx.method,
        effect: str(c.effect) || ctx.effect,
        speed: (c.speed as string) || ctx.speed,
        settings: settingsOf(c, ctx),
      });
    },

    remove(c, ctx) {
      for (const el of all(c.selector)) {
        detach(el, settingsOf(c, ctx));
        el.remove();
      }
    },

    settings(c, ctx) {
      const global = getSettings();
      // Entries of server-declared elements that have left the page.
      const declared = obj(global.ajax);
      for (const id of Object.keys(declared)) {
        const selector = obj(declared[id]).selector;
        let present: Element | null = null;
        try {
          present = selector ? first(selector) : document.getElementById(id);
        } catch {
          // A selector only jQuery can parse (`[name=a[b]]`) binds nothing here: the entry goes, rather
          // than failing this and every later response that starts with settings.
        }
        if (!present) delete declared[id];
      }
      if (c.merge) {
        deepMerge(global, c.settings);
        // Elements it declares are bound before the commands that insert them run.
        if (Object.keys(obj(global.ajax)).length) return bindings.listen().then(noop, noop);
      } else {
        ctx.settings = obj(c.settings) as Settings;
      }
    },
  };
  // A host page that registered one of these names before the engine loaded keeps its own.
  for (const [name, handler] of Object.entries(commands))
    if (!registry.has(name)) registry.set(name, handler as CommandHandler);
}
