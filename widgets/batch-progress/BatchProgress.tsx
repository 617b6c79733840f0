/**
 * The batch page: the live bar (the adapter's) replaces the no-JS markup; when the batch fails,
 * the component adds the batch's own error message above it, which links to the error page.
 */
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/runtime';
import { useSlot } from '../../src/runtime/hooks';
import { useProgress } from './hooks';
import type { BatchProgressModel } from './parse';

export function BatchProgress({
  model,
  ctx,
}: WidgetProps<BatchProgressModel, Record<string, never>>) {
  const failed = useProgress(model, ctx);
  const slot = useSlot(model.host, 'prepend');
  useLayoutEffect(() => {
    if (failed && model.batch) ctx.emit('batch-progress:error', { uri: model.batch.uri });
  }, [failed, model, ctx]);
  return failed && model.batch
    ? createPortal(
        // The server's HTML (drupalSettings), as Drupal's batch.js shows it.
        <p className="error" dangerouslySetInnerHTML={{ __html: model.batch.errorMessage }} />,
        slot,
      )
    : null;
}
