import styled from 'styled-components';

export const DetailsArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export const DetailsHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

export const AuthorList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;

  li:not(:last-child)::after {
    content: ',\\00a0';
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  dt {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SectionNav = styled.nav`
  border-block: 1px solid ${({ theme }) => theme.color.border};
  padding-block: ${({ theme }) => theme.space[2]};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const DetailsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  scroll-margin-top: ${({ theme }) => theme.space[6]};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

export const ReferenceList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[6]};
  overflow-wrap: anywhere;
`;

export const PlainList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
`;

export const Citation = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow-wrap: anywhere;
`;

export const CitationEntry = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[3]};

  & > p {
    align-self: stretch;
  }
`;

export const CitationFiles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
`;
