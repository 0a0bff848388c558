// A paper's details page: the header with its facts, the section links, the sections, the
// references and the citations.
import styled from 'styled-components';

export const DetailsArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  min-width: 0;
`;

export const DetailsHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

export const AuthorList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 1.125rem;
  font-weight: 600;
  overflow-wrap: anywhere;

  li:not(:last-child)::after {
    content: ',\\00a0';
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.25rem 1rem;
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const SectionNav = styled.nav`
  border-block: 1px solid var(--color-border);
  padding-block: 0.5rem;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const DetailsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  scroll-margin-top: 2rem;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 4px;
  }
`;

export const ReferenceList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding-inline-start: 2rem;
  overflow-wrap: anywhere;
`;

export const PlainList = styled.ul`
  margin: 0;
  padding-inline-start: 1.5rem;
`;

export const Citation = styled.p`
  margin: 0;
  padding: 1rem;
  border-inline-start: 4px solid var(--color-brand);
  background: var(--color-surface-muted);
  overflow-wrap: anywhere;
`;

export const CitationEntry = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  margin-block-start: 0.75rem;

  & > p {
    align-self: stretch;
  }
`;

export const CitationFiles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`;
