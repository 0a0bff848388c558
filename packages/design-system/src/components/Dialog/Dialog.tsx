import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { focusableWithin, trapTab } from '../../internal/focus.ts';
import { Heading } from '../Heading/Heading.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Description, Footer, Header, Inner, StyledDialog } from './Dialog.styles.ts';
import type { DialogSize } from './Dialog.styles.ts';

export type { DialogSize };

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button, a click on the backdrop. The parent sets `open`. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: DialogSize;
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog>: the rest of the page is inert while it is open (focus
 * stays inside), Escape and the backdrop close it, and focus returns to where it was.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (!dialog.contains(document.activeElement)) (focusableWithin(dialog)[0] ?? dialog).focus();
      const root = document.documentElement;
      const previous = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previous;
        if (dialog.open) dialog.close();
        const target = returnFocusTo.current;
        if (target?.isConnected) target.focus();
      };
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // The browser already keeps focus in a modal dialog; wrapping Tab here also keeps it off
    // the browser's own toolbar and works for synthetic key events.
    if (trapTab(event.currentTarget, event)) return;
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The browser may close the dialog itself (a repeated Escape): tell the parent.
  const onNativeClose = () => {
    if (openRef.current) onClose();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The inner box fills the dialog: a click landing on the dialog itself is on the backdrop.
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <StyledDialog
      ref={dialogRef}
      $size={size}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onClick}
    >
      {open ? (
        <Inner>
          <Header>
            <Heading level={2} size="xl" id={titleId}>
              {title}
            </Heading>
            <IconButton icon="close" label={closeLabel} onClick={onClose} />
          </Header>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
          {children}
          {footer ? <Footer>{footer}</Footer> : null}
        </Inner>
      ) : null}
    </StyledDialog>
  );
}
