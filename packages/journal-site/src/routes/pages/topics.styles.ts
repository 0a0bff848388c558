import styled from 'styled-components';

export const TopicList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding-inline-start: 1.5rem;
  color: var(--color-text-muted);
`;
