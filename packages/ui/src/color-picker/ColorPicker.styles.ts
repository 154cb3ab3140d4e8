import styled, { css } from 'styled-components';

export const PickerGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  max-inline-size: 280px;
`;

export const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const disabledLook = css`
  opacity: 0.45;
  cursor: not-allowed;
`;

/** The square; react-aria paints its gradients through the `style` it returns. */
export const AreaBox = styled.div<{ $isDisabled: boolean }>`
  position: relative;
  inline-size: 100%;
  aspect-ratio: 4 / 3;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  touch-action: none;
  ${({ $isDisabled }) => $isDisabled && disabledLook}
`;

export const HueTrack = styled.div<{ $isDisabled: boolean }>`
  position: relative;
  inline-size: 100%;
  block-size: 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  touch-action: none;
  ${({ $isDisabled }) => $isDisabled && disabledLook}
`;

/** White ring with a dark edge, so the thumb shows on any colour; larger while focused from the keyboard. */
export const Thumb = styled.div<{ $isFocusVisible: boolean }>`
  box-sizing: border-box;
  inline-size: ${({ $isFocusVisible }) => ($isFocusVisible ? '26px' : '18px')};
  block-size: ${({ $isFocusVisible }) => ($isFocusVisible ? '26px' : '18px')};
  border: 2px solid #ffffff;
  border-radius: 50%;
  box-shadow:
    0 0 0 1px rgba(0, 0, 0, 0.7),
    inset 0 0 0 1px rgba(0, 0, 0, 0.7);
  outline: ${({ $isFocusVisible, theme }) => ($isFocusVisible ? `2px solid ${theme.colors.focusRing}` : 'none')};
  outline-offset: 2px;

  @media (prefers-reduced-motion: no-preference) {
    transition:
      inline-size 120ms,
      block-size 120ms;
  }
`;

/** The swatch, hex field and the three channel fields, wrapping on a narrow screen. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: auto minmax(6.5em, 1.6fr) repeat(3, minmax(3.5em, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Swatch = styled.div`
  inline-size: 32px;
  block-size: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
