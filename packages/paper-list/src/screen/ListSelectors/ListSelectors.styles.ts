import styled from 'styled-components';

/** The volume row and the issue row: stacked on phones, side by side from `md`. */
export const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** The options as links, from `md` up. */
export const WideOptions = styled.ul`
  display: none;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    display: flex;
  }

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    text-decoration: none;
    white-space: nowrap;
  }

  & a[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/**
 * The options as a dropdown in a GET form, below `md`. The dropdown is laid out as wide as its
 * longest option (a native select's own width), so it shows the chosen volume whole. Go is for
 * readers without JavaScript (with it, choosing an option goes there at once); when it does not
 * fit beside the dropdown it wraps below.
 */
export const NarrowChoice = styled.div`
  & form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space[2]};
  }

  & form > :first-child {
    flex: 1 1 max-content;
    min-width: 0;
  }

  @media (scripting: enabled) {
    & form > button[type='submit'] {
      display: none;
    }
  }

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
