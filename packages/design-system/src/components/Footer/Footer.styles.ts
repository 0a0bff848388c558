// The site footer: columns of blocks on the inverse surface, then the bottom line.
import styled, { css } from 'styled-components';

/** A column of links without bullets or indent (the footer's lists, a journal's side column). */
export const linkColumn = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledFooter = styled.footer`
  background: var(--color-inverse-surface);
  color: var(--color-text-inverse);
  padding-block: 4rem 1.5rem;

  :focus-visible {
    outline-color: var(--color-text-inverse);
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
`;

export const BlockRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

export const BlockHeading = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: var(--color-text-inverse);
`;

export const LinkList = styled.ul`
  ${linkColumn}
  color: var(--color-text-inverse-muted);

  a {
    color: var(--color-text-inverse-muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--color-text-inverse);
    text-decoration: underline;
  }
`;

export const ContactList = styled.address`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  font-style: normal;
  color: var(--color-text-inverse-muted);

  p {
    display: flex;
    gap: 0.5rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 3rem;
  padding-top: 1.5rem;
  border-top: 1px solid rgb(255 255 255 / 0.2);
  color: var(--color-text-inverse-muted);
  font-size: 0.875rem;
`;

export const SocialList = styled.ul`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    color: var(--color-text-inverse);
    background: rgb(255 255 255 / 0.1);
  }
  a:hover {
    background: rgb(255 255 255 / 0.2);
  }
`;
