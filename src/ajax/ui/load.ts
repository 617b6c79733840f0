import type * as Ui from './index';

let ui: Promise<typeof Ui> | undefined;

/**
 * The adapter's visible parts (messages, dialogs, the progress bar), a chunk fetched on first
 * use: `const { messages, openDialog, ProgressBar } = await Trellis.ajax.loadUi()`.
 */
export const loadUi = () => (ui ??= import('./index'));
