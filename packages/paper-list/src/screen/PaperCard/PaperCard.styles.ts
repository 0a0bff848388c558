import styled from 'styled-components';

/** Title and the web-search button side by side; the button keeps its size. */
export const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  & > :last-child {
    flex: none;
  }
`;

/**
 * Download PDF: a plain anchor (the file is served under the journal's prefix, outside the
 * router), dressed like the card's other actions.
 */
export const PdfAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.color.brandStrong};
    background: ${({ theme }) => theme.color.brandStrong};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
