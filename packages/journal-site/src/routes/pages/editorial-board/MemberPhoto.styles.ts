import styled from 'styled-components';

export const Portrait = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const Initials = styled.span<{ $size: number }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSubtle};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ $size }) => ($size > 100 ? '2.5rem' : '1.25rem')};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
