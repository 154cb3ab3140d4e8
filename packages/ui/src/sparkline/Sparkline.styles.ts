import styled from 'styled-components';

/** The sparkline picture: sits on the text baseline like a word, and lets edge dots overhang. */
export const SparklineSvg = styled.svg`
  display: inline-block;
  vertical-align: middle;
  overflow: visible;
  flex: none;
`;
