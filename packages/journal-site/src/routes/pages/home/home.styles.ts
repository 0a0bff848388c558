import styled from 'styled-components';

export const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 48rem;
`;

export const Eyebrow = styled.p`
  margin: 0;
  color: var(--color-brand);
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const FactGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: 0.75rem;
  margin: 0;

  & > div {
    padding: 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: 0.5rem;
    background: var(--color-surface);
  }
  dt {
    color: var(--color-text-muted);
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
