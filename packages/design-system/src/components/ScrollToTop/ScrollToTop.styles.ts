import styled from 'styled-components';

export const Anchor = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.raised};
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
`;
