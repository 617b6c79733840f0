/**
 * A field's message (and whatever goes with it), in a box the server's form gets after the field
 * or at its end: nothing moves until there is a message to show.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useSlot } from '../../src/runtime/hooks';
import { errorId } from './logic';

export function FieldMessage({
  input,
  text,
  at,
  where,
  children,
}: {
  input: HTMLElement;
  text: string;
  at: Element;
  where: 'after' | 'append';
  children?: ReactNode;
}) {
  const slot = useSlot(at, where);
  return createPortal(
    <>
      {text ? (
        <span id={errorId(input)} className="form-item--error-message">
          {text}
        </span>
      ) : null}
      {children}
    </>,
    slot,
  );
}
