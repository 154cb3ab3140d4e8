import { css } from 'styled-components';

/**
 * Leaflet's own layout rules, the part this map uses (panes, tiles, markers, popups, the scale), written with
 * theme tokens instead of shipping Leaflet's stylesheet, so popups and the scale follow the skin.
 */
export const leafletLayout = css`
  .leaflet-pane,
  .leaflet-tile,
  .leaflet-marker-icon,
  .leaflet-tile-container,
  .leaflet-zoom-box,
  .leaflet-layer {
    position: absolute;
    left: 0;
    top: 0;
  }

  .leaflet-pane {
    z-index: 400;
  }
  .leaflet-tile-pane {
    z-index: 200;
  }
  .leaflet-marker-pane {
    z-index: 600;
  }
  .leaflet-popup-pane {
    z-index: 700;
  }

  .leaflet-tile,
  .leaflet-marker-icon {
    user-select: none;
    -webkit-user-drag: none;
  }

  .leaflet-tile {
    max-width: none !important;
    max-height: none !important;
    width: auto;
    padding: 0;
    visibility: hidden;
    /* Without it Chromium shows hairline gaps between tiles at fractional zooms. */
    mix-blend-mode: plus-lighter;
  }

  .leaflet-tile-loaded {
    visibility: inherit;
  }

  .leaflet-marker-icon,
  .leaflet-tile-container {
    display: block;
    pointer-events: none;
  }

  .leaflet-marker-icon.leaflet-interactive {
    pointer-events: auto;
    cursor: pointer;
  }

  .leaflet-zoom-animated {
    transform-origin: 0 0;
  }

  .leaflet-zoom-anim .leaflet-zoom-animated {
    transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1);
  }

  .leaflet-zoom-anim .leaflet-zoom-hide {
    visibility: hidden;
  }

  .leaflet-fade-anim .leaflet-popup {
    opacity: 0;
    transition: opacity ${({ theme }) => theme.motion.fade}ms linear;
  }

  .leaflet-fade-anim .leaflet-map-pane .leaflet-popup {
    opacity: 1;
  }
`;

/** The scale and the popups, in the skin's colours. */
export const leafletControls = css`
  .leaflet-bottom {
    position: absolute;
    z-index: 1000;
    pointer-events: none;
    inset-block-end: 0;
  }

  .leaflet-left {
    inset-inline-start: 0;
  }

  .leaflet-control-scale {
    margin-block-end: ${({ theme }) => theme.space.sm};
    margin-inline-start: ${({ theme }) => theme.space.sm};
  }

  .leaflet-control-scale-line {
    box-sizing: border-box;
    padding-inline: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.xs};
    line-height: 1.4;
    white-space: nowrap;
    /* "30 km" reads the same way in a right-to-left page. */
    unicode-bidi: plaintext;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.text};
    border-block-start: none;
  }

  .leaflet-control-scale-line:not(:first-child) {
    margin-block-start: -2px;
    border-block-start: 2px solid ${({ theme }) => theme.colors.text};
    border-block-end: none;
  }

  .leaflet-popup {
    position: absolute;
    margin-block-end: 14px;
    text-align: start;
  }

  .leaflet-popup-content-wrapper {
    padding-block: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  .leaflet-popup-tip-container {
    position: absolute;
    left: 50%;
    width: 20px;
    height: 10px;
    margin-left: -10px;
    overflow: hidden;
    pointer-events: none;
  }

  .leaflet-popup-tip {
    width: 10px;
    height: 10px;
    margin: -6px auto 0;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    transform: rotate(45deg);
  }

  .leaflet-popup-close-button {
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space.xxs};
    inset-inline-end: ${({ theme }) => theme.space.xxs};
    inline-size: 24px;
    block-size: 24px;
    font-size: 16px;
    line-height: 24px;
    text-align: center;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  .leaflet-popup-close-button:hover,
  .leaflet-popup-close-button:focus-visible {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  .atrium-map-popup__title {
    display: block;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }

  .atrium-map-popup__text {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
