/**
 * The adapter's visible parts: Drupal.Message, dialogs and progress indicators, with their CSS.
 * A chunk of its own, fetched by `loadUi()` the first time a page shows one of them, so a page
 * whose only request is a background refresh (the stock quote) never loads it.
 *
 * Widgets import from here, never from the modules below: this module's one statement makes it
 * the door every importer passes, so Rollup keeps the whole UI in one chunk.
 */
import { addUiStyles } from './styles';

addUiStyles();

export {
  messages,
  oops,
  escapeHtml,
  htmlToText,
  type MessageOptions,
  type MessageType,
} from './messages';
export {
  openDialog,
  getDialog,
  removeDialog,
  contentChanged,
  type DialogOptions,
  type DialogHandle,
  type DialogButton,
  type DialogEvent,
} from './dialog';
export { ProgressBar, showIndicator, type ProgressSettings, type ProgressUpdate } from './progress';
