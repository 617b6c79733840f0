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
import { escapeHtml, getDialog, htmlToText, messages, openDialog, removeDialog } from '../ui';
import { all, first, obj, settingsOf, str } from './core';
import { attach, detach, insert } from './insert';
import type { DeferredCommand } from './names';
import { dataOf, type CommandContext } from './registry';

type Command = Record<string, unknown>;

/* ----------------------------------------------------------------------------- invoke allow-list */

const classes = (value: unknown) =>
  String(value ?? '')
    .split(/\s+/)
    .filter(Boolean);

/** Attributes that would run script are refused: `on*`, `srcdoc`, `javascript:` values. */
function setAttr(el: Element, name: string, value: unknown): void {
  if (
    /^(on|srcdoc$)/i.test(name) ||
    /^javascript:/i.test([...String(value)].filter((c) => c > ' ').join(''))
  )
    throw new Error(`invoke: refused attribute ${name}`);
  el.setAttribute(name, String(value));
}

const PROPS: Record<string, string> = {
  checked: 'checked',
  disabled: 'disabled',
  selected: 'selected',
  readonly: 'readOnly',
  readOnly: 'readOnly',
  required: 'required',
  hidden: 'hidden',
  value: 'value',
  indeterminate: 'indeterminate',
  open: 'open',
  multiple: 'multiple',
  title: 'title',
  tabindex: 'tabIndex',
  tabIndex: 'tabIndex',
};

function setValue(el: HTMLElement, value: unknown): void {
  const values = Array.isArray(value) ? value.map(String) : null;
  if (el instanceof HTMLSelectElement && values)
    for (const option of el.options) option.selected = values.includes(option.value);
  else if (el instanceof HTMLInputElement && values && /^(checkbox|radio)$/.test(el.type))
    el.checked = values.includes(el.value);
  else (el as HTMLInputElement).value = String(value ?? '');
}

/**
 * jQuery methods a response may invoke. `html` is allowed because it goes through the insert
 * path (teardown, enhancement, behaviours) and adds nothing `insert` cannot already do with a
 * verified response; methods that would evaluate code or reach arbitrary properties are not.
 */
const INVOKE: Record<string, (el: HTMLElement, args: unknown[], settings: unknown) => void> = {
  addClass: (el, [c]) => el.classList.add(...classes(c)),
  removeClass: (el, args) =>
    args.length ? el.classList.remove(...classes(args[0])) : el.removeAttribute('class'),
  toggleClass: (el, [c, state]) => {
    for (const name of classes(c))
      el.classList.toggle(name, typeof state === 'boolean' ? state : undefined);
  },
  attr: (el, [name, value]) => {
    if (name && typeof name === 'object')
      for (const [k, v] of Object.entries(name)) setAttr(el, k, v);
    else if (value !== undefined) setAttr(el, String(name), value);
  },
  removeAttr: (el, [names]) => classes(names).forEach((n) => el.removeAttribute(n)),
  prop: (el, [name, value]) => {
    const prop = PROPS[String(name)];
    if (!prop) throw new Error(`invoke: refused property ${String(name)}`);
    (el as unknown as Record<string, unknown>)[prop] = value;
  },
  focus: (el) => el.focus(),
  blur: (el) => el.blur(),
  show: (el) => {
    el.hidden = false;
    el.style.removeProperty('display');
    if (getComputedStyle(el).display === 'none') el.style.display = 'block';
  },
  hide: (el) => {
    el.style.display = 'none';
  },
  text: (el, args) => {
    if (args.length) el.textContent = String(args[0] ?? '');
  },
  val: (el, args) => {
    if (args.length) setValue(el, args[0]);
  },
  html: (el, args, settings) => {
    if (args.length) insert([el], args[0], { method: 'html', effect: 'none', speed: 0, settings });
  },
  css: (el, [name, value]) => css(el, typeof name === 'string' ? { [name]: value } : obj(name)),
  trigger: (el, [type]) => {
    const name = String(type);
    if (name === 'click' || name === 'focus' || name === 'blur') el[name]();
    else el.dispatchEvent(new Event(name, { bubbles: true, cancelable: true }));
  },
};

/* --------------------------------------------------------------------------------------- css */

const UNITLESS =
  /^(opacity|z-index|font-weight|line-height|zoom|order|flex(-grow|-shrink)?|orphans|widows|columns|column-count)$/;

function css(el: HTMLElement, map: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(map)) {
    const name = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    el.style.setProperty(
      name,
      typeof value === 'number' && !UNITLESS.test(name) ? `${value}px` : String(value ?? ''),
    );
  }
}

/* ------------------------------------------------------------------------------- add_css/add_js */

/**
 * Each file asked for, loading or loaded: whether it loaded. A second response that names a file
 * still loading for the first waits for it too, as loadjs does for Drupal.
 */
const loaded = new Map<string, Promise<boolean>>();

/** Loads stylesheets or scripts once each, in order; rejects naming the files that failed. */
async function load(kind: 'link' | 'script', items: unknown, parent: Element): Promise<void> {
  const failed: string[] = [];
  await Promise.all(
    (Array.isArray(items) ? items : []).map(async (item: Record<string, unknown>) => {
      const key = str(kind === 'link' ? item.href : item.src);
      if (!key) return;
      let done = loaded.get(key);
      if (!done) loaded.set(key, (done = fetchOne(kind, item, key, parent)));
      if (!(await done)) failed.push(key);
    }),
  );
  // The message itself, not an Error: the console line reads as Drupal's, with no "Error: ".
  if (failed.length)
    return Promise.reject(
      t('The following files could not be loaded: @dependencies', {
        '@dependencies': escapeHtml(failed.join(', ')),
      }),
    );
}

function fetchOne(
  kind: 'link' | 'script',
  item: Record<string, unknown>,
  key: string,
  parent: Element,
): Promise<boolean> {
  const el = document.createElement(kind);
  if (el instanceof HTMLLinkElement) el.rel = 'stylesheet';
  else el.async = false;
  for (const [name, value] of Object.entries(item))
    if (!/^on/i.test(name) && value != null && value !== false)
      el.setAttribute(name, value === true ? '' : String(value));
  // A browser with modules skips a nomodule script without a load or error event: waiting
  // for one left the response, and the busy trigger, waiting for good.
  if (el instanceof HTMLScriptElement && el.noModule && 'noModule' in HTMLScriptElement.prototype) {
    parent.append(el);
    return Promise.resolve(true);
  }
  return new Promise<boolean>((resolve) => {
    el.onload = () => resolve(true);
    el.onerror = () => {
      // Forgotten, so that a later response can try the file again.
      loaded.delete(key);
      el.remove();
      resolve(false);
    };
    parent.append(el);
  });
}

/* -------------------------------------------------------------------------------- the commands */

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
    return load('link', c.data, document.head);
  },

  async add_js(c, ctx) {
    const parent = first(c.selector || 'body') ?? document.body;
    await load('script', c.data, parent);
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
