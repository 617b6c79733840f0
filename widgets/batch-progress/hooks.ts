/**
 * The batch page's behaviour: the adapter's `ProgressBar` in place of the no-JS markup, polling
 * the batch until it finishes or fails.
 */
import { useLayoutEffect, useState } from 'react';
import type { WidgetContext } from '../../src/runtime';
import { ProgressBar } from '../../src/ajax/ui';
import { isFinished, POLL_MS, withOp } from './logic';
import type { BatchProgressModel } from './parse';

/**
 * Puts the live bar where the server's progress markup was, from the first paint, and polls;
 * at "100" goes to the finished page. Returns whether the batch failed. Taken down, it stops
 * polling and gives the server markup back.
 */
export function useProgress(model: BatchProgressModel, ctx: WidgetContext<unknown>): boolean {
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    const { host, batch, wait } = model;
    if (!batch || ctx.signal.aborted) return;
    // The server's nodes, not the box the component renders in.
    const serverMarkup = [...host.childNodes].filter((n) => n.nodeName !== 'TRELLIS-ROOT');
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
        if (wait) wait.hidden = true;
        setFailed(true);
      },
    );
    bar.setProgress(-1, batch.initMessage);
    for (const node of serverMarkup) node.remove();
    host.prepend(bar.element);
    bar.startMonitoring(withOp(batch.uri, 'do'), POLL_MS);
    return () => {
      bar.stopMonitoring();
      bar.element.remove();
      host.prepend(...serverMarkup);
      if (wait) wait.hidden = !!waitHidden;
    };
  }, [model, ctx]);
  return failed;
}
