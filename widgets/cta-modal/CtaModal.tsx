/**
 * Call-to-action modal: the server's modal content moves into a `<dialog aria-modal>` in a
 * full-viewport layer that is also its backdrop. The component renders the dialog and its close
 * button into the layer; opening and closing (hooks.ts) write the platform's state, so a click
 * renders nothing. Focus is trapped and returns to the button that opened it, Escape closes,
 * page scrolling is locked and the rest of the page is inert while it is open.
 */
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../src/runtime/t';
import type { WidgetProps } from '../../src/runtime/widget';
import { useModal } from './hooks';
import type { CtaModalModel } from './parse';

let ids = 0;

export function CtaModal({ model, ctx }: WidgetProps<CtaModalModel, Record<string, never>>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [titleId] = useState(() => model.title.id || `cta-modal-title-${++ids}`);
  const modal = useModal(model, ctx, dialog, titleId);
  return createPortal(
    <dialog ref={dialog} className="cta-dialog" aria-modal="true" aria-labelledby={titleId}>
      <button
        type="button"
        className="cta-dialog__close"
        aria-label={t('Close')}
        onClick={() => modal.hide()}
      >
        <span aria-hidden="true">×</span>
      </button>
    </dialog>,
    modal.layer,
  );
}
