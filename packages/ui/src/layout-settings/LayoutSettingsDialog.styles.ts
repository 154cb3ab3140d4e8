import styled, { css } from 'styled-components';

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.text};
`;

export const OptionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const SkinList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const SkinOption = styled.label<{ $isSelected: boolean; $isFocusVisible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $isSelected }) => ($isSelected ? theme.colors.selectedBackground : theme.colors.surface)};
  border: 1px solid ${({ theme, $isSelected }) => ($isSelected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  user-select: none;
  transition: background-color ${({ theme }) => theme.motion.fade}ms ${({ theme }) => theme.motion.easing};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme, $isFocusVisible }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * The skin's own chooser colours, as a chip beside the label (decorative). A translucent chooser colour
 * (Glass) is laid over the skin's dark text colour, as it lay over a dark page in the original: on the
 * panel's white it would be near-white.
 */
export const Swatch = styled.span<{ $background: string; $borderColor: string; $backdrop: string }>`
  flex: none;
  width: 20px;
  height: 20px;
  background:
    linear-gradient(${({ $background }) => `${$background}, ${$background}`}), ${({ $backdrop }) => $backdrop};
  border: 1px solid ${({ $borderColor }) => $borderColor};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const SkinName = styled.span`
  flex: 1;
  min-width: 0;
`;

export const BetaTag = styled.span`
  flex: none;
  padding-inline: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.onInfo};
  background: ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Checkmark = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;
