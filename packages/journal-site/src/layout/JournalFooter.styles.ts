import styled from 'styled-components';

export const NewsletterBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

export const FooterHeading = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: var(--color-text-inverse);
`;

export const NewsletterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-end;
`;

export const NewsletterField = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`;

export const NewsletterText = styled.p`
  margin: 0;
  color: var(--color-text-inverse-muted);
  font-size: 0.875rem;
`;
