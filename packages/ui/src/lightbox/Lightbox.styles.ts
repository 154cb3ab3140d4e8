import styled, { css, keyframes } from 'styled-components';
import { Button } from '../button';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Full-window dark stage: pictures read best on a neutral dark ground in every skin. */
export const Underlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  background: ${({ theme }) => theme.colors.inverseSurface};
  ${({ theme }) => css`
    animation: ${fadeIn} ${theme.motion.fade}ms ${theme.motion.easing};
  `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Viewer = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.onInverse};

  &:focus {
    outline: none;
  }
`;

export const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Counter = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

/** The picture between its two paging buttons; horizontal drags page, vertical ones still scroll. */
export const Stage = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 0;
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  touch-action: pan-y;
  user-select: none;
`;

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  min-height: 0;
  margin: 0;
`;

/**
 * The picture keeps its own proportions and fits the window below the top bar and above its caption, so
 * paging never makes the layout jump and no part of it is cut off.
 */
export const Picture = styled.img`
  display: block;
  flex: none;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  -webkit-user-drag: none;
`;

/** Room the top bar, the stage's padding and a caption take from the window's height. */
export const pictureChrome = '140px';

export const Caption = styled.figcaption`
  max-width: 60ch;
  font-size: ${({ theme }) => theme.typography.size.md};
  text-align: center;
`;

export const ViewerButton = styled(Button)`
  flex: none;
`;
