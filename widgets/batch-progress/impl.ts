/**
 * The batch page (editors only, lazy): replaces the no-JS progress markup with a live progress
 * bar that polls the batch, goes to the finished page at "100", and shows the batch's error
 * message (with its link to the error page) when the batch fails.
 */
import { setting, type WidgetImplementation } from '../../src/runtime';
import { ProgressBar } from '../../src/ajax/ui';
import { isFinished, POLL_MS, readBatchSettings, withOp } from './logic';

interface Model {
  host: HTMLElement;
}

export const implementation: WidgetImplementation<Model, Record<string, never>> = {
  parse: (host) => ({ host }),
  setup({ host }, ctx) {
    const batch = readBatchSettings(setting('batch'));
    if (!batch) {
      ctx.warn('drupalSettings.batch has no uri; the page refreshes itself without JavaScript.');
      return;
    }
    const serverMarkup = [...host.childNodes];
    const wait = document.getElementById('wait');
    const waitHidden = wait?.hidden;
    const bar = new ProgressBar(
      'updateprogress',
      (percentage, _message, progress) => {
        if (!isFinished(percentage)) return;
        progress.stopMonitoring();
        ctx.emit('batch-progress:finished', { uri: batch.uri });
        window.location.assign(withOp(batch.uri, 'finished'));
      },
      'POST',
      () => {
        // The batch's own message, which links to the error page (server HTML).
        const error = document.createElement('p');
        error.className = 'error';
        error.innerHTML = batch.errorMessage;
        host.prepend(error);
        if (wait) wait.hidden = true;
        ctx.emit('batch-progress:error', { uri: batch.uri });
      },
    );
    bar.setProgress(-1, batch.initMessage);
    host.replaceChildren(bar.element);
    bar.startMonitoring(withOp(batch.uri, 'do'), POLL_MS);
    ctx.signal.addEventListener(
      'abort',
      () => {
        bar.stopMonitoring();
        host.replaceChildren(...serverMarkup);
        if (wait) wait.hidden = !!waitHidden;
      },
      { once: true },
    );
  },
};
