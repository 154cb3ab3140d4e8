import styled, { css, keyframes } from 'styled-components';
import { onPhone } from '../theme/onPhone';
import type { WidgetColorSwatch } from './widgetColors';

/** Height of the widget header, border included, as in the template. */
const headerHeight = '34px';

const reducedMotion = '@media (prefers-reduced-motion: reduce)';

const exit = keyframes`
  to { opacity: 0; transform: scale(0.97); }
`;

export const WidgetRoot = styled.section<{
  $isDragging: boolean;
  $isRemoving: boolean;
  $isFullScreen: boolean;
}>`
  position: relative;
  display: flex;
  flex-direction: column;
  margin-block-end: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceTranslucent ?? theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  opacity: ${({ $isDragging }) => ($isDragging ? 0.5 : 1)};

  ${({ $isRemoving, theme }) =>
    $isRemoving &&
    css`
      pointer-events: none;
      animation: ${exit} ${theme.motion.toggle}ms ${theme.motion.easing} forwards;

      ${reducedMotion} {
        animation: none;
      }
    `}

  ${({ $isFullScreen, theme }) =>
    $isFullScreen &&
    css`
      /* Below modal dialogs and popovers, so the confirmation and colour picker still open above it. */
      position: fixed;
      inset: 0;
      z-index: ${theme.zIndex.overlay};
      /* Solid, so the page beneath does not show through a widget that covers it. */
      background: ${theme.colors.surface};
      margin: 0;
      border: 0;
      border-radius: 0;
      overflow: auto;
    `}
`;

export const WidgetHeader = styled.div<{ $swatch: WidgetColorSwatch; $isDraggable: boolean }>`
  display: flex;
  align-items: center;
  flex: none;
  box-sizing: border-box;
  min-block-size: ${headerHeight};
  padding-inline-start: ${({ theme }) => theme.space.md};
  color: ${({ $swatch }) => $swatch.text};
  background: ${({ $swatch }) => $swatch.background};
  border-block-end: 1px solid ${({ $swatch }) => $swatch.border};
  border-start-start-radius: inherit;
  border-start-end-radius: inherit;
  cursor: ${({ $isDraggable }) => ($isDraggable ? 'move' : 'auto')};

  /* A phone has no room for title, toolbar and buttons side by side: the toolbar takes a row of its own. */
  ${onPhone(css`
    flex-wrap: wrap;
  `)}

  /* Focusable when a grid makes it the drag handle (Space picks the widget up). */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
    box-shadow: inset 0 0 0 4px ${({ $swatch }) => $swatch.text};
  }
  transition:
    background-color ${({ theme }) => `${theme.motion.fade}ms ${theme.motion.easing}`},
    color ${({ theme }) => `${theme.motion.fade}ms ${theme.motion.easing}`};

  ${reducedMotion} {
    transition: none;
  }
`;

export const WidgetIcon = styled.span`
  display: inline-flex;
  flex: none;
  margin-inline-end: ${({ theme }) => theme.space.sm};
`;

export const WidgetTitle = styled.h2`
  flex: 1 1 auto;
  min-inline-size: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  line-height: 1.2;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const WidgetToolbar = styled.div`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  align-self: stretch;
  min-inline-size: 0;
  margin-inline-start: ${({ theme }) => theme.space.sm};
  /* On a narrow screen the toolbar scrolls sideways rather than pushing the header's buttons out of the
     widget; the title gives up its room first. */
  overflow-x: auto;
  scrollbar-width: thin;

  ${onPhone(css`
    order: 1;
    flex-basis: 100%;
    min-block-size: ${headerHeight};
    margin-inline: ${({ theme }) => `calc(-1 * ${theme.space.md}) 0`};
    padding-inline-start: ${({ theme }) => theme.space.sm};
    border-block-start: 1px solid color-mix(in srgb, currentColor 25%, transparent);
  `)}

  /* Tabs drawn straight on the header take its text colour, readable on every palette entry; a hovered or
     selected tab has its own light fill and keeps the skin's text colour on it. */
  & [role='tab'][aria-selected='false'] {
    color: inherit;
  }

  & [role='tab'][aria-selected='false']:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const WidgetIndicator = styled.span`
  display: inline-flex;
  flex: none;
  margin-inline: ${({ theme }) => theme.space.sm};
`;

export const WidgetControls = styled.div`
  display: flex;
  flex: none;
  align-self: stretch;
  margin-inline-start: ${({ theme }) => theme.space.sm};

  /* Keeps the title's row full height (less the header's bottom border) when the toolbar wraps under it. */
  ${onPhone(css`
    min-block-size: calc(${headerHeight} - 1px);
  `)}
`;

export const HeaderButtonRoot = styled.button<{ $isFocusVisible: boolean; $border: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 100%;
  padding: 0;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;
  border-inline-start: 1px solid ${({ $border }) => $border};
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }

  /* Two rings: the skin's focus colour, and the header's own text colour, which contrasts with any palette. */
  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -4px;
      box-shadow: inset 0 0 0 2px currentColor;
    `}
`;

export const FlipIcon = styled.span<{ $isFlipped: boolean }>`
  display: inline-flex;
  transform: rotate(${({ $isFlipped }) => ($isFlipped ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => `${theme.motion.toggle}ms ${theme.motion.easing}`};

  ${reducedMotion} {
    transition: none;
  }
`;

/** Folds the body with a row that shrinks to nothing; `visibility` hides it from the tab order once folded. */
export const WidgetCollapse = styled.div<{ $isCollapsed: boolean; $isFullScreen: boolean }>`
  display: grid;
  flex: ${({ $isFullScreen }) => ($isFullScreen ? '1 1 auto' : 'none')};
  grid-template-rows: ${({ $isCollapsed }) => ($isCollapsed ? '0fr' : '1fr')};
  visibility: ${({ $isCollapsed }) => ($isCollapsed ? 'hidden' : 'visible')};
  transition:
    grid-template-rows ${({ theme }) => `${theme.motion.toggle}ms ${theme.motion.easing}`},
    visibility 0s linear ${({ $isCollapsed, theme }) => ($isCollapsed ? theme.motion.toggle : 0)}ms;

  ${reducedMotion} {
    transition: none;
  }
`;

export const WidgetCollapseInner = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  overflow: hidden;
`;

export const WidgetBody = styled.div<{ $isFullScreen: boolean }>`
  flex: ${({ $isFullScreen }) => ($isFullScreen ? '1 1 auto' : 'none')};
  padding: ${({ theme }) => theme.space.md};
  overflow: ${({ $isFullScreen }) => ($isFullScreen ? 'auto' : 'visible')};
`;

export const WidgetFooter = styled.div`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const WidgetEditPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const WidgetErrorPanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const WidgetErrorDetail = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
