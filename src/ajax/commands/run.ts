/** The command run: a response's commands in order, each awaited, through the registry. */
import { t } from '../../runtime';
import type { AjaxRequest } from '../protocol/wire';
import { registry, type CommandContext } from './registry';

export function makeContext(partial: Partial<CommandContext> = {}): CommandContext {
  return {
    element: null,
    wrapper: null,
    method: 'replaceWith',
    effect: 'none',
    speed: 'none',
    settings: null,
    status: 'success',
    request: null,
    ...partial,
  };
}

/** The context of a request's response: its wrapper, method, effect and speed. */
export const contextOf = (request: AjaxRequest) =>
  makeContext({
    element: request.element ?? null,
    wrapper: request.wrapper ?? null,
    method: request.method ?? 'replaceWith',
    effect: request.effect ?? 'none',
    speed: request.speed ?? 'none',
    request,
  });

/** Runs commands in order; false when one failed (it is logged once, the rest skipped). */
export async function run(commands: unknown, ctx: CommandContext): Promise<boolean> {
  if (!commands || typeof commands !== 'object') return true;
  try {
    for (const key of Object.keys(commands)) {
      const command = (commands as Record<string, unknown>)[key];
      if (!command || typeof command !== 'object') continue;
      const name = (command as Record<string, unknown>).command;
      // An own-map lookup: `constructor` or `__proto__` are no commands.
      const handler = typeof name === 'string' ? registry.get(name) : undefined;
      if (handler) await handler(command as Record<string, unknown>, ctx);
    }
    return true;
  } catch (error) {
    console.error(
      t('An error occurred during the execution of the Ajax response: !error', {
        '!error': String(error),
      }),
    );
    return false;
  }
}
