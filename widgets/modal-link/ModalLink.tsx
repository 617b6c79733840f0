/**
 * The modal link adds the dialog's status and error messages, as a portal into the dialog's
 * content box; the loaded page's node content goes in beside them, as it came.
 */
import { createPortal } from 'react-dom';
import { t, type WidgetContext, type WidgetProps } from '../../src/runtime';
import { useAdopted, useModalDialog, useShown } from './hooks';
import type { ModalLinkModel } from './parse';

function Dialog({ link, ctx }: { link: HTMLAnchorElement; ctx: WidgetContext<unknown> }) {
  const modal = useModalDialog(link, ctx);
  const { body, view } = modal;
  useAdopted(body, view.kind === 'loaded' ? view.content : null);
  useShown(modal, ctx);
  return createPortal(
    <>
      {view.kind === 'loading' && <p role="status">{t('Loading…')}</p>}
      {view.kind === 'failed' && (
        <p role="alert">
          {t('The content could not be loaded.')}{' '}
          <a href={view.href}>{t('Open the page instead')}</a>
        </p>
      )}
    </>,
    body,
  );
}

export function ModalLink({ model, ctx }: WidgetProps<ModalLinkModel, Record<string, never>>) {
  return model ? <Dialog link={model} ctx={ctx} /> : null;
}
