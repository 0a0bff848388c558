import styled from 'styled-components';

export type StatStripTone = 'brand' | 'muted';

export const List = styled.dl<{ $tone: StatStripTone }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => ($tone === 'brand' ? theme.color.brand : theme.color.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.color.onBrand : theme.color.text)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
`;

export const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

export const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['4xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

export const Label = styled.dt`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;
