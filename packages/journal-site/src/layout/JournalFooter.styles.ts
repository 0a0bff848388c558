import styled from 'styled-components';

// The footer's newsletter block, in the look of the design system's FooterBlock.

export const NewsletterBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const FooterHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.textInverse};
`;

export const NewsletterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
`;

export const NewsletterField = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`;

export const NewsletterText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textInverseMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
