/**
 * The command registry (in the entry, so host pages can register commands before the engine
 * chunk loads), the context every handler receives, and the element store of `data` commands.
 */
import type { Settings } from '../../runtime';
import type { AjaxRequest } from '../protocol/wire';

export interface CommandContext {
  /** The element that triggered the request (refocused, used by focusFirst's fallback). */
  element: HTMLElement | null;
  /** Id (no `#`) of the element insert commands target when their selector is null. */
  wrapper: string | null;
  method: string;
  effect: string;
  speed: string | number;
  /** Settings of this response only (a `settings` command with `merge: false`). */
  settings: Settings | null;
  /** jQuery's textStatus, as Drupal passes it to handlers. */
  status: string;
  request: AjaxRequest | null;
}

export type CommandHandler = (
  command: Record<string, unknown>,
  context: CommandContext,
) => void | Promise<void>;

export const registry = new Map<string, CommandHandler>();

/** Adds a command (host pages and widgets: e.g. `setToolbarSubtrees`); a later one replaces. */
export function registerCommand(name: string, handler: CommandHandler): void {
  registry.set(name, handler);
}

const store = new WeakMap<Element, Map<string, unknown>>();

/** The element store behind the `data` command (jQuery's `.data()` cache). */
export function dataOf(element: Element): Map<string, unknown> {
  let map = store.get(element);
  if (!map) store.set(element, (map = new Map()));
  return map;
}

/** What `data` commands stored on an element: one value, or all of them as an object. */
export function getData(element: Element, name?: string): unknown {
  const map = store.get(element);
  return name === undefined ? Object.fromEntries(map ?? []) : map?.get(name);
}
