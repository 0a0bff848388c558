import styled from 'styled-components';

export const Years = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

export const YearSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const LinkGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const IndexAnchor = styled.span<{ $current: boolean }>`
  display: contents;

  a {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid
      ${({ theme, $current }) => ($current ? theme.color.brand : theme.color.borderStrong)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme, $current }) => ($current ? theme.color.brandSubtle : theme.color.surface)};
    color: ${({ theme }) => theme.color.link};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    text-align: center;
    text-decoration: none;
  }

  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.linkHover};
    text-decoration: underline;
  }
`;
