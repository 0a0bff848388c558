import styled from 'styled-components';

export const List = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

export const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  list-style: none;
  cursor: pointer;

  &::-webkit-details-marker {
    display: none;
  }

  &:hover {
    color: ${({ theme }) => theme.color.brand};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.color.brand};
    transition: transform ${({ theme }) => theme.motion.fast};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

export const Body = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[2]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.color.textMuted};
`;
