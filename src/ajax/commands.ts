/**
 * Drupal core's AJAX commands (spec §2.2) on plain DOM. Each handler takes the command object and
 * the response's context; the runner awaits the promise of `add_css` / `add_js` / dialogs.
 *
 * Only `insert`, `remove` and `settings` are here; the rest are a chunk of their own (see
 * `more-commands.ts`), fetched on first use, or with the engine when the page has AJAX triggers:
 * a page whose only request is a background refresh (the stock quote) never loads them.
 */
import { deepMerge, getSettings, type Settings } from '../runtime';
import type * as More from './more-commands';
import { detach, insert } from './insert';
import { bindTriggers } from './lazy';
import { registry, type CommandContext, type CommandHandler } from './runner';

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

/** The other core commands, in their chunk (ordered runs: the runner awaits every handler). */
export const MORE = [
  'changed',
  'alert',
  'announce',
  'redirect',
  'css',
  'data',
  'invoke',
  'restripe',
  'update_build_id',
  'add_css',
  'add_js',
  'message',
  'focusFirst',
  'scrollTop',
  'openDialog',
  'closeDialog',
  'setDialogOption',
  'openModalDialogWithUrl',
];

let more: Promise<typeof More> | undefined;
export const loadMoreCommands = () => (more ??= import('./more-commands'));

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
        if (Object.keys(obj(global.ajax)).length) return bindTriggers().then(noop, noop);
      } else {
        ctx.settings = obj(c.settings) as Settings;
      }
    },
  };
  for (const name of MORE)
    commands[name] = async (c, ctx) => (await loadMoreCommands()).commands[name]!(c, ctx);
  // A host page that registered one of these names before the engine loaded keeps its own.
  for (const [name, handler] of Object.entries(commands))
    if (!registry.has(name)) registry.set(name, handler as CommandHandler);
}
