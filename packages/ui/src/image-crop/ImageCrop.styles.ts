import styled from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';
import type { CropHandle } from './cropGeometry';

export const CropFrame = styled.div`
  position: relative;
  display: inline-block;
  max-inline-size: 100%;
  overflow: hidden;
  line-height: 0;
  touch-action: none;
  user-select: none;
  cursor: crosshair;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  & > img {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
    pointer-events: none;
  }
`;

export const Selection = styled.div`
  position: absolute;
  box-sizing: border-box;
  border: 1px dashed ${({ theme }) => theme.colors.surface};
  outline: 1px solid ${({ theme }) => theme.colors.text};
  /* Everything outside the selection is dimmed. */
  box-shadow: 0 0 0 100vmax ${({ theme }) => theme.colors.overlay};
  cursor: move;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const handlePlaces: Record<CropHandle, { top: string; left: string; cursor: string }> = {
  n: { top: '0%', left: '50%', cursor: 'ns-resize' },
  ne: { top: '0%', left: '100%', cursor: 'nesw-resize' },
  e: { top: '50%', left: '100%', cursor: 'ew-resize' },
  se: { top: '100%', left: '100%', cursor: 'nwse-resize' },
  s: { top: '100%', left: '50%', cursor: 'ns-resize' },
  sw: { top: '100%', left: '0%', cursor: 'nesw-resize' },
  w: { top: '50%', left: '0%', cursor: 'ew-resize' },
  nw: { top: '0%', left: '0%', cursor: 'nwse-resize' },
};

export const Handle = styled.span<{ $handle: CropHandle }>`
  position: absolute;
  inline-size: 9px;
  block-size: 9px;
  top: ${({ $handle }) => handlePlaces[$handle].top};
  left: ${({ $handle }) => handlePlaces[$handle].left};
  transform: translate(-50%, -50%);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.text};
  cursor: ${({ $handle }) => handlePlaces[$handle].cursor};
`;

export const Announcer = styled.div`
  ${visuallyHidden}
`;
