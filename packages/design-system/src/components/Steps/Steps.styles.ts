import styled from 'styled-components';

export const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

export const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  counter-increment: step;

  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 2.75rem;
    bottom: calc(-1 * ${({ theme }) => theme.space[5]} + 0.25rem);
    left: calc(1.25rem - 1px);
    width: 2px;
    background: ${({ theme }) => theme.color.border};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: 0.4rem;
  min-width: 0;
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const Description = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
`;
