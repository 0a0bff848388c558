// The shared look of the loading, empty, error and not-found states.
import styled, { keyframes } from 'styled-components';
import { dataAttributes } from './data-attributes.ts';

export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 4rem 1rem;
  text-align: center;
`;

/** The tone is a data attribute: muted (the default look), brand or danger. */
export const StateIcon = styled.div.attrs<{ $tone: 'brand' | 'danger' | 'muted' }>(({ $tone }) =>
  dataAttributes({ 'data-tone': $tone === 'muted' ? undefined : $tone }),
)`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: var(--color-surface-muted);
  color: var(--color-text-muted);

  &:where([data-tone='brand']) {
    background: var(--color-brand-subtle);
    color: var(--color-brand);
  }
  &:where([data-tone='danger']) {
    background: var(--color-danger-subtle);
    color: var(--color-danger);
  }

  svg {
    width: 2rem;
    height: 2rem;
  }
`;

export const StateText = styled.p`
  margin: 0;
  max-width: 70ch;
  color: var(--color-text-muted);
  font-size: 1.125rem;
`;

export const StateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const LoadingSpinner = styled.span`
  display: inline-block;
  width: 3rem;
  height: 3rem;
  border: 4px solid var(--color-brand-subtle);
  border-top-color: var(--color-brand);
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

export const BigNumber = styled.p`
  margin: 0;
  font-size: clamp(2.125rem, 1.6rem + 2.6vw, 3.25rem);
  font-weight: 700;
  line-height: 1;
  color: var(--color-brand);
`;
