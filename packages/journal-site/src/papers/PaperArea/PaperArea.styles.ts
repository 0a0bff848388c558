import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  transition: opacity ${({ theme }) => theme.motion.fast};

  &[aria-busy='true'] {
    opacity: 0.6;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StatusBox = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.raised};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSubtle};
  color: ${({ theme }) => theme.color.text};

  p {
    margin: 0;
  }

  /* Kept in the page while idle (a live region must exist before it speaks), with no box. */
  &:empty {
    padding: 0;
    border: 0;
  }
`;
