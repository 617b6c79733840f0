/**
 * The `insert` command's DOM work (spec §2.2): `<template>` parsing, jQuery's method names,
 * legacy multi-root wrapping, show effects (none under reduced motion), behaviours around it.
 */
import { prefersReducedMotion, teardown, upgrade } from '../../runtime';
import { drupal } from '../drupal';
import { bindings, TRIGGERS } from '../triggers/state';
import { loadUi } from '../ui/load';

/* Behaviours: the Trellis runtime always, Drupal's own JS when it is on the page. */

export function attach(el: Element, settings?: unknown): void {
  upgrade(el);
  drupal()?.attachBehaviors?.(el, settings);
  // New AJAX links or buttons: the bindings come now (a failure shows on their click).
  // Once bound, nothing to look for: the bindings read the live page at event time.
  if (!bindings.listening && (el.matches(TRIGGERS) || el.querySelector(TRIGGERS)))
    bindings.listen().catch(() => {});
}

export function detach(el: Element, settings?: unknown, trigger?: string): void {
  drupal()?.detachBehaviors?.(el, settings, trigger);
  teardown(el);
}

export interface InsertOptions {
  method: string;
  effect: string;
  speed: string | number;
  settings: unknown;
}

const DETACH = /^(html|replaceWith|replaceAll|empty|remove)$/;
const SPEEDS: Record<string, number> = { slow: 600, fast: 200 };

export function parseHtml(data: unknown): Node[] {
  const template = document.createElement('template');
  template.innerHTML = typeof data === 'string' ? data : '';
  return [...template.content.childNodes];
}

/** Root nodes that count for wrapping: elements and text that is not only whitespace. */
const isRoot = (node: Node) =>
  node.nodeType === 1 || (node.nodeType === 3 && !!node.textContent?.trim());

/** jQuery runs the scripts in inserted content; template-parsed scripts are inert, so recreate. */
function runScripts(node: Node): void {
  if (!(node instanceof Element)) return;
  const scripts = node.localName === 'script' ? [node] : [...node.querySelectorAll('script')];
  for (const old of scripts) {
    const type = old.getAttribute('type');
    if (type && !/^(module|(text|application)\/(java|ecma)script)$/i.test(type)) continue;
    const script = document.createElement('script');
    for (const { name, value } of old.attributes) script.setAttribute(name, value);
    script.text = old.textContent ?? '';
    old.replaceWith(script);
  }
}

function reveal(nodes: Node[], effect: string, speed: string | number): void {
  if (effect === 'none' || prefersReducedMotion()) return;
  const duration = typeof speed === 'number' ? speed : (SPEEDS[speed] ?? 400);
  let targets = nodes.flatMap((n) =>
    n instanceof Element
      ? n.matches('.ajax-new-content')
        ? [n]
        : [...n.querySelectorAll('.ajax-new-content')]
      : [],
  );
  if (!targets.length) targets = nodes.filter((n): n is Element => n instanceof Element);
  for (const el of targets) {
    if (!(el instanceof HTMLElement) || !el.animate) continue;
    el.animate(
      effect === 'fade'
        ? [{ opacity: 0 }, { opacity: 1 }]
        : [
            { height: '0px', overflow: 'hidden' },
            { height: `${el.scrollHeight}px`, overflow: 'hidden' },
          ],
      { duration, easing: 'ease-out' },
    );
  }
}

/**
 * Inserts `data` at each target; every target but the last gets a copy, as jQuery does. When a
 * target is inside a dialog, resolves once the dialog has caught up (its buttons rebuilt).
 */
export function insert(
  targets: Element[],
  data: unknown,
  options: InsertOptions,
): Promise<void> | undefined {
  const { method, effect, speed, settings } = options;
  let nodes = parseHtml(data);
  if (effect !== 'none' && nodes.filter(isRoot).length > 1) {
    const div = document.createElement('div');
    div.append(...nodes);
    nodes = [div];
  }
  const dialogs: Element[] = [];
  targets.forEach((target, i) => {
    const content = i === targets.length - 1 ? nodes : nodes.map((n) => n.cloneNode(true));
    const parentDialog = target.closest('.ui-dialog-content');
    // Drupal detaches the target itself; a Trellis widget hosted on it is torn down too and,
    // when the target stays (html, empty), enhanced again over its new content below.
    if (DETACH.test(method)) detach(target, settings);
    switch (method) {
      case 'html':
      case 'empty':
        target.replaceChildren(...(method === 'html' ? content : []));
        upgrade(target.parentElement ?? target);
        if (method === 'empty') return;
        break;
      case 'replaceWith':
      case 'replaceAll':
        target.replaceWith(...content);
        break;
      case 'append':
      case 'prepend':
      case 'before':
      case 'after':
        target[method](...content);
        break;
      case 'remove':
        target.remove();
        return;
      default:
        throw new Error(`Unknown insert method: ${method}`);
    }
    content.forEach(runScripts);
    reveal(content, effect, speed);
    for (const node of content)
      if (node instanceof Element && node.isConnected) attach(node, settings);
    if (parentDialog) dialogs.push(parentDialog);
  });
  // A dialog on the page means the UI chunk is loaded: this resolves in a microtask.
  if (dialogs.length) return loadUi().then((ui) => dialogs.forEach(ui.contentChanged));
}
