/**
 * Drupal dialogs on the platform `<dialog>` (spec §6): jQuery UI's class names and structure so
 * theme CSS applies; showModal() for modals gives the top layer, an inert background and the
 * close request (Escape) for free; Tab wraps inside modals (Chromium otherwise leaves to the
 * browser UI); max height 95% of the undisplaced viewport, resized debounced 20 ms.
 */
import { debounce, focusElement, setting, t } from '../../runtime';
import { tabbable, trapFocus, type FocusTrap } from '../../runtime/focus';
import { addUiStyles } from './styles';
import { buttonPane } from './dialog-buttons';

export interface DialogButton {
  text: string;
  class?: string;
  click?: (event: Event) => void;
  primary?: boolean;
  [k: string]: unknown;
}

export interface DialogOptions {
  title?: string;
  modal?: boolean;
  width?: number | string;
  height?: number | string;
  maxHeight?: string | number;
  buttons?: DialogButton[];
  autoResize?: boolean;
  drupalAutoButtons?: boolean;
  classes?: Record<string, string>;
  dialogClass?: string;
  [k: string]: unknown;
}

export interface DialogHandle {
  /** The `.ui-dialog` wrapper (a `<dialog>` element). */
  element: HTMLElement;
  open: boolean;
  returnValue?: unknown;
  close(value?: unknown): void;
  setOption(name: string, value: unknown): void;
  show(): void;
  showModal(): void;
}

export type DialogEvent = Event & { dialog: DialogHandle; settings: DialogOptions | null };

const dialogs = new WeakMap<Element, Dialog>();
let modalCount = 0;
let lockedOverflow = '';
let ids = 0;

/** `true` or the string `"true"`, as Drupal reads autoResize. */
const truthy = (value: unknown) => value === true || value === 'true';

const px = (value: unknown) => (typeof value === 'number' ? `${value}px` : String(value ?? ''));

/** Viewport space left by fixed bars (Drupal.displace's CSS variables; 0 without Drupal). */
function displaced(edge: string): number {
  return (
    parseFloat(
      getComputedStyle(document.documentElement).getPropertyValue(
        `--drupal-displace-offset-${edge}`,
      ),
    ) || 0
  );
}

function dispatch(content: Element, type: string, dialog: DialogHandle, settings: unknown) {
  content.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { dialog, settings }));
}

class Dialog implements DialogHandle {
  element: HTMLDialogElement;
  open = false;
  returnValue?: unknown;
  settings: DialogOptions = {};
  private title!: HTMLElement;
  private bar: HTMLElement;
  private closer: HTMLButtonElement;
  private pane?: HTMLElement;
  private opened?: AbortController;
  private trap?: FocusTrap;
  private opener: Element | null = null;
  /**
   * Whether this opening took the page's scroll lock. Close gives back exactly that: the modal
   * option can change while open (setDialogOption, a second openDialog) without reopening.
   */
  private locked = false;

  constructor(readonly content: HTMLElement) {
    addUiStyles();
    const el = (this.element = document.createElement('dialog'));
    el.tabIndex = -1;
    this.bar = document.createElement('div');
    this.bar.className = 'ui-dialog-titlebar ui-widget-header ui-helper-clearfix';
    const closer = (this.closer = document.createElement('button'));
    closer.type = 'button';
    closer.className = 'ui-dialog-titlebar-close';
    closer.textContent = '×';
    closer.addEventListener('click', () => this.close());
    this.bar.append(closer);
    content.id ||= `ui-id-${++ids}`;
    el.append(this.bar, content);
    el.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      if (this.settings.closeOnEscape !== false) this.close();
    });
    // The platform's close request (Escape, Android back): ours, so the events fire.
    el.addEventListener('cancel', (e) => {
      e.preventDefault();
      if (this.settings.closeOnEscape !== false) this.close();
    });
    // A script closed the element itself. The event is queued: one that arrives after a quick
    // reopen (close, then open again before the task ran) belongs to the old opening.
    el.addEventListener('close', () => this.open && !el.open && this.close());
    el.addEventListener('click', (e) => {
      if ((e.target as Element).closest?.('.dialog-cancel')) {
        e.preventDefault();
        this.close('cancel');
      }
    });
    content.addEventListener('dialogButtonsChange', () => this.buttons());
    document.body.append(el);
  }

  /** (Re)applies options: title, classes, buttons and sizes. */
  apply(): void {
    const s = this.settings;
    const { element: el, content } = this;
    el.className = 'ui-dialog ui-widget ui-widget-content ui-front';
    for (const cls of [s.classes?.['ui-dialog'], s.dialogClass])
      if (cls) el.classList.add(...String(cls).split(/\s+/).filter(Boolean));
    content.classList.add('ui-dialog-content', 'ui-widget-content');
    if (s.classes?.['ui-dialog-content'])
      content.classList.add(...s.classes['ui-dialog-content'].split(/\s+/).filter(Boolean));
    content.style.removeProperty('display');
    if (s.modal) el.setAttribute('aria-modal', 'true');
    else el.removeAttribute('aria-modal');
    // Drupal 11: an h1 for modals, an h2 otherwise.
    const level = s.modal ? 'h1' : 'h2';
    if (this.title?.localName !== level) {
      const title = document.createElement(level);
      title.className = 'ui-dialog-title';
      title.id = `ui-id-${++ids}`;
      if (this.title) this.title.replaceWith(title);
      else this.bar.prepend(title);
      this.title = title;
    }
    const text = s.title == null ? '' : String(s.title);
    this.title.textContent = text || ' ';
    el.classList.toggle('ui-dialog-empty-title', !text);
    if (text) {
      el.setAttribute('aria-labelledby', this.title.id);
      el.removeAttribute('aria-label');
    } else {
      el.removeAttribute('aria-labelledby');
      el.setAttribute('aria-label', t('Dialog'));
    }
    const closeText = String(s.closeText ?? t('Close'));
    this.closer.setAttribute('aria-label', closeText);
    this.closer.title = closeText;
    el.style.width = px(s.width ?? 300);
    if (!String(s.height ?? '').endsWith('%'))
      el.style.height = px(s.height === 'auto' ? '' : s.height);
    this.buttons();
    this.resize();
  }

  /** Explicit buttons, or the form's own actions moved into the button pane (drupalAutoButtons). */
  buttons(): void {
    this.pane = buttonPane(this.settings, this.content, this.element, this.pane);
  }

  /** Percentage heights of the space fixed bars leave, then `dialogContentResize`. */
  resize(): void {
    const s = this.settings;
    const room = innerHeight - displaced('top') - displaced('bottom');
    const size = (value: unknown) =>
      typeof value === 'string' && value.endsWith('%')
        ? `${(parseFloat(value) / 100) * room}px`
        : px(value);
    this.element.style.maxHeight = size(s.maxHeight ?? '95%');
    if (String(s.height ?? '').endsWith('%')) this.element.style.height = size(s.height);
    this.content.dispatchEvent(new Event('dialogContentResize', { bubbles: true }));
  }

  initialFocus(): HTMLElement {
    const { content, pane, element } = this;
    return (content.querySelector<HTMLElement>('[autofocus]') ??
      tabbable(content)[0] ??
      (pane && tabbable(pane)[0]) ??
      (this.closer.getClientRects().length ? this.closer : element)) as HTMLElement;
  }

  openAs(modal: boolean, opener?: Element | null): void {
    this.settings.modal = modal;
    dispatch(this.content, 'dialog:beforecreate', this, this.settings);
    this.apply();
    const el = this.element;
    if (!this.open) {
      this.opener = opener ?? document.activeElement;
      this.open = true;
      this.opened = new AbortController();
      const { signal } = this.opened;
      if (modal) {
        el.showModal();
        this.locked = true;
        if (!modalCount++) {
          lockedOverflow = document.documentElement.style.overflow;
          document.documentElement.style.overflow = 'hidden';
        }
        this.trap = trapFocus(el, signal, {
          initialFocus: this.initialFocus(),
          returnFocus: false,
        });
      } else {
        el.show();
        focusElement(this.initialFocus());
      }
      if (truthy(this.settings.autoResize)) {
        const resize = debounce(() => this.resize(), 20, signal);
        for (const [target, type] of [
          [window, 'resize'],
          [window, 'scroll'],
          [document, 'drupalViewportOffsetChange'],
        ] as const)
          target.addEventListener(type, resize, { signal });
      }
    }
    dispatch(this.content, 'dialog:aftercreate', this, this.settings);
  }

  show(): void {
    this.openAs(false);
  }

  showModal(): void {
    this.openAs(true);
  }

  close(value?: unknown): void {
    if (!this.open) return;
    dispatch(this.content, 'dialog:beforeclose', this, null);
    this.open = false;
    this.returnValue = value;
    this.trap?.release({ returnFocus: false });
    this.opened?.abort();
    this.element.close();
    if (this.locked && !--modalCount) document.documentElement.style.overflow = lockedOverflow;
    this.locked = false;
    const opener = this.opener as HTMLElement | null;
    if (!focusElement(opener)) {
      // The opener went away with replaced content: its AJAX container's first control.
      const container = opener?.closest?.('[data-drupal-ajax-container]');
      if (container) focusElement(tabbable(container)[0]);
    }
    dispatch(this.content, 'dialog:afterclose', this, null);
  }

  setOption(name: string, value: unknown): void {
    this.settings[name] = value;
    if (name === 'modal') return;
    this.apply();
  }
}

/**
 * Opens `content` as a dialog (it becomes `.ui-dialog-content`); opening it again reuses the
 * dialog with the new options. `opener` is where focus returns (default: the focused element).
 */
export function openDialog(
  content: HTMLElement,
  options: DialogOptions = {},
  opener?: Element | null,
): DialogHandle {
  let dialog = dialogs.get(content);
  if (!dialog) dialogs.set(content, (dialog = new Dialog(content)));
  dialog.settings = {
    buttonClass: 'button',
    buttonPrimaryClass: 'button--primary',
    autoResize: true,
    maxHeight: '95%',
    ...setting<DialogOptions>('dialog'),
    ...options,
  };
  dialog.openAs(!!dialog.settings.modal, opener);
  return dialog;
}

export function getDialog(content: Element): DialogHandle | undefined {
  return dialogs.get(content);
}

/** Closes and removes a dialog and its content (closeDialog without persist). */
export function removeDialog(content: Element): void {
  const dialog = dialogs.get(content);
  dialog?.close();
  content.remove();
  dialog?.element.remove();
  dialogs.delete(content);
}

/**
 * Content inside an open dialog was replaced (a validation error re-rendered): rebuild the auto
 * buttons and, when focus fell out of the dialog, bring it back in.
 */
export function contentChanged(content: Element): void {
  const dialog = dialogs.get(content);
  if (!dialog?.open) return;
  content.dispatchEvent(new CustomEvent('dialogButtonsChange'));
  setTimeout(() => {
    if (dialog.open && !dialog.element.contains(document.activeElement))
      focusElement(dialog.initialFocus());
  });
}
