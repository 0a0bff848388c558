// A modal dialog on the native <dialog>; its width by data-size (md by default).
import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';

export type DialogSize = 'sm' | 'md' | 'lg';

export const StyledDialog = styled.dialog.attrs<{ $size: DialogSize }>(({ $size }) =>
  dataAttributes({ 'data-size': $size === 'md' ? undefined : $size }),
)`
  width: min(36rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 0;
  border: 0;
  border-radius: 0.75rem;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-lg);

  &:where([data-size='sm']) {
    width: min(28rem, calc(100vw - 2rem));
  }
  &:where([data-size='lg']) {
    width: min(48rem, calc(100vw - 2rem));
  }

  &::backdrop {
    background: var(--color-backdrop);
  }
`;

export const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.5rem;
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

export const Description = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;
