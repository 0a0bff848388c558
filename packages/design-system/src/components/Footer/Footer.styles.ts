import styled from 'styled-components';

export const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.color.inverseSurface};
  color: ${({ theme }) => theme.color.textInverse};
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};

  :focus-visible {
    outline-color: ${({ theme }) => theme.color.textInverse};
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
`;

export const BlockRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const BlockHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.textInverse};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textInverseMuted};

  a {
    color: ${({ theme }) => theme.color.textInverseMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.textInverse};
    text-decoration: underline;
  }
`;

export const ContactList = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-style: normal;
  color: ${({ theme }) => theme.color.textInverseMuted};

  p {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
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
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[7]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid rgb(255 255 255 / 0.2);
  color: ${({ theme }) => theme.color.textInverseMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const SocialList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    color: ${({ theme }) => theme.color.textInverse};
    background: rgb(255 255 255 / 0.1);
  }
  a:hover {
    background: rgb(255 255 255 / 0.2);
  }
`;
