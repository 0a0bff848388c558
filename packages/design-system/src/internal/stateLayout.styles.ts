// The shared look of the loading, empty, error and not-found states.
import styled, { keyframes } from 'styled-components';

export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  text-align: center;
`;

export const StateIcon = styled.div<{ $tone: 'brand' | 'danger' | 'muted' }>`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.color.dangerSubtle
      : $tone === 'brand'
        ? theme.color.brandSubtle
        : theme.color.surfaceMuted};
  color: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.color.danger
      : $tone === 'brand'
        ? theme.color.brand
        : theme.color.textMuted};

  svg {
    width: 2rem;
    height: 2rem;
  }
`;

export const StateText = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.measure};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const StateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const LoadingSpinner = styled.span`
  display: inline-block;
  width: 3rem;
  height: 3rem;
  border: 4px solid ${({ theme }) => theme.color.brandSubtle};
  border-top-color: ${({ theme }) => theme.color.brand};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 3s;
  }
`;

export const BigNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['5xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: 1;
  color: ${({ theme }) => theme.color.brand};
`;
