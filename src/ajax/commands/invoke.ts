/**
 * The jQuery methods a response's `invoke` command may call, and the `css` command's writer:
 * an allow-list, so a verified response still cannot evaluate code or reach arbitrary properties.
 */
import { insert } from './insert';
import { obj } from './core';

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
export const INVOKE: Record<string, (el: HTMLElement, args: unknown[], settings: unknown) => void> =
  {
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
      if (args.length)
        insert([el], args[0], { method: 'html', effect: 'none', speed: 0, settings });
    },
    css: (el, [name, value]) => css(el, typeof name === 'string' ? { [name]: value } : obj(name)),
    trigger: (el, [type]) => {
      const name = String(type);
      if (name === 'click' || name === 'focus' || name === 'blur') el[name]();
      else el.dispatchEvent(new Event(name, { bubbles: true, cancelable: true }));
    },
  };

const UNITLESS =
  /^(opacity|z-index|font-weight|line-height|zoom|order|flex(-grow|-shrink)?|orphans|widows|columns|column-count)$/;

export function css(el: HTMLElement, map: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(map)) {
    const name = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    el.style.setProperty(
      name,
      typeof value === 'number' && !UNITLESS.test(name) ? `${value}px` : String(value ?? ''),
    );
  }
}
