import styled, { css } from 'styled-components';
import { iconSizeEm, type IconSize } from '../icon/Icon.styles';

export const StyledFlag = styled.span<{ $size: IconSize; $isLoaded: boolean }>`
  display: inline-block;
  flex: none;
  /* The 3:2 box is reserved before the flag arrives, so nothing shifts when it does. */
  height: ${({ $size }) => iconSizeEm[$size]}em;
  aspect-ratio: 3 / 2;
  vertical-align: -0.125em;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};

  ${({ $isLoaded, theme }) =>
    !$isLoaded &&
    css`
      background: ${theme.colors.surfaceMuted};
      box-shadow: inset 0 0 0 1px ${theme.colors.border};
    `}
`;

export const StyledFlagImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
