/**
 * The core commands beyond insert, remove and settings (spec §2.2), in the engine: the runner
 * awaits the promise of `add_css` / `add_js` / dialogs.
 */
import { focusElement, t } from '../../runtime';
import { announce } from '../../runtime/announce';
import { isFocusable, tabbable } from '../../runtime/focus';
import { AjaxError } from '../protocol/errors';
import { isTrusted } from '../protocol/url';
import { ajax } from '../request';
import { getDialog, htmlToText, messages, openDialog, removeDialog } from '../ui';
import { loadAssets } from './assets';
import { all, first, obj, settingsOf, str } from './core';
import { attach, detach, insert } from './insert';
import { css, INVOKE } from './invoke';
import type { DeferredCommand } from './names';
import { dataOf, type CommandContext } from './registry';

type Command = Record<string, unknown>;

/** Dialogs the `openDialog` command opened: closing one removes it unless closed with persist. */
const ajaxDialogs = new WeakSet<Element>();
const persisting = new WeakSet<Element>();

export const commands: Record<DeferredCommand, (c: Command, ctx: CommandContext) => unknown> = {
  changed(c) {
    for (const el of all(c.selector)) {
      if (el.classList.contains('ajax-changed')) continue;
      el.classList.add('ajax-changed');
      if (!c.asterisk) continue;
      for (const target of el.querySelectorAll(str(c.asterisk))) {
        const abbr = document.createElement('abbr');
        abbr.className = 'ajax-changed';
        abbr.title = t('Changed');
        abbr.textContent = '*';
        target.append(' ', abbr, ' ');
      }
    }
  },

  alert(c) {
    window.alert(str(c.text));
  },

  announce(c) {
    // The live region is written as text: the server's HTML is reduced to what it reads as.
    if (c.text)
      announce(htmlToText(String(c.text)), c.priority === 'assertive' ? 'assertive' : 'polite');
  },

  redirect(c) {
    const url = str(c.url);
    let target: URL | undefined;
    try {
      target = new URL(url, location.href);
    } catch {
      /* refused below */
    }
    if (
      target &&
      /^https?:$/.test(target.protocol) &&
      (target.origin === location.origin || isTrusted(url))
    )
      location.assign(target.href);
    else console.error(`[trellis] redirect refused: ${url} is neither same-origin nor trusted.`);
  },

  css(c) {
    for (const el of all(c.selector)) css(el, obj(c.argument));
  },

  data(c) {
    for (const el of all(c.selector)) dataOf(el).set(str(c.name), c.value);
  },

  invoke(c, ctx) {
    const method = str(c.method);
    const fn = Object.hasOwn(INVOKE, method) ? INVOKE[method] : undefined;
    if (!fn) {
      console.warn(`[trellis] invoke: the method "${method}" is not allowed; skipped.`);
      return;
    }
    const args = Array.isArray(c.args) ? c.args : [];
    for (const el of all(c.selector)) fn(el, args, settingsOf(c, ctx));
  },

  restripe(c) {
    const shown = (el: Element) =>
      !(el as HTMLElement).hidden && getComputedStyle(el).display !== 'none';
    for (const table of all(c.selector)) {
      // The visible rows: those of a hidden <tbody> are not, whatever their own style.
      const rows = [...table.children]
        .flatMap((child) =>
          child.localName !== 'tbody' ? [child] : shown(child) ? [...child.children] : [],
        )
        .filter((row): row is HTMLElement => row.localName === 'tr' && shown(row));
      rows.forEach((row, i) => {
        row.classList.remove('odd', 'even');
        row.classList.add(i % 2 ? 'even' : 'odd');
      });
    }
  },

  update_build_id(c) {
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="form_build_id"]'))
      if (input.value === c.old) input.value = str(c.new);
  },

  add_css(c) {
    return loadAssets('link', c.data, document.head);
  },

  async add_js(c, ctx) {
    const parent = first(c.selector || 'body') ?? document.body;
    await loadAssets('script', c.data, parent);
    attach(parent, settingsOf(c, ctx));
  },

  message(c) {
    let wrapper: Element | null = null;
    try {
      wrapper = c.messageWrapperQuerySelector
        ? document.querySelector(str(c.messageWrapperQuerySelector))
        : null;
    } catch {
      /* an invalid selector matches nothing: the default area */
    }
    if (c.clearPrevious) messages.clear(wrapper);
    messages.add(c.message as string, obj(c.messageOptions), wrapper);
  },

  focusFirst(c, ctx) {
    const container = first(c.selector);
    const target =
      container && (tabbable(container)[0] ?? (isFocusable(container) ? container : null));
    if (!focusElement(target as HTMLElement | null)) focusElement(ctx.element);
  },

  scrollTop(c) {
    first(c.selector)?.scrollIntoView();
  },

  openDialog(c, ctx) {
    const selector = str(c.selector);
    if (!selector) return;
    let el = first(selector);
    if (!el) {
      el = document.createElement('div');
      el.id = selector.replace(/^#/, '');
      el.className = 'ui-front';
      document.body.append(el);
    }
    ctx.wrapper ??= el.id;
    insert([el], c.data, {
      method: 'html',
      effect: str(c.effect) || ctx.effect,
      speed: (c.speed as string) || ctx.speed,
      settings: settingsOf(c, ctx),
    });
    if (!ajaxDialogs.has(el)) {
      ajaxDialogs.add(el);
      const content = el;
      el.addEventListener('dialog:afterclose', () => {
        if (persisting.has(content)) return;
        detach(content, null, 'unload');
        removeDialog(content);
      });
    }
    openDialog(el, obj(c.dialogOptions), ctx.element?.isConnected ? ctx.element : undefined);
  },

  closeDialog(c) {
    const el = first(c.selector || '#drupal-modal');
    if (!el) return;
    if (c.persist) persisting.add(el);
    getDialog(el)?.close();
    persisting.delete(el);
    if (!c.persist && el.isConnected) {
      detach(el, null, 'unload');
      removeDialog(el);
    }
  },

  setDialogOption(c) {
    const el = first(c.selector || '#drupal-modal');
    if (el) getDialog(el)?.setOption(str(c.optionName), c.optionValue);
  },

  openModalDialogWithUrl(c) {
    // Waited for, so the commands after it see the dialog; a failure is the nested request's
    // own (its message is already shown) and does not stop them, as in Drupal. A URL neither
    // local nor trusted is refused (Drupal would run another origin's commands): logged.
    return ajax({
      url: str(c.url),
      httpMethod: 'GET',
      dialogType: 'modal',
      dialogOptions: obj(c.dialogOptions),
      progress: { type: 'fullscreen' },
    }).catch((error: unknown) => void (error instanceof AjaxError || console.error(error)));
  },
};
