import styled from 'styled-components';

export const Svg = styled.svg`
  display: inline-block;
  flex: none;
  width: 1.25em;
  height: 1.25em;
  vertical-align: -0.25em;
`;
