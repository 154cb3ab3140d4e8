import styled, { css } from 'styled-components';
import { focusRingStyle } from '../field/Field.styles';
import { visuallyHidden } from '../theme/visuallyHidden';

const focusRing = css`
  &:focus-visible {
    ${focusRingStyle}
  }
`;

export const WizardRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const LiveRegion = styled.div`
  ${visuallyHidden}
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

/* The smart wizard's steps: numbered circles on a line, the title under each. */
export const SmartSteps = styled.ol`
  display: flex;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0 0;
  list-style: none;
`;

export const SmartStep = styled.li`
  position: relative;
  flex: 1 1 0;
  min-inline-size: 0;

  /* The line joining this circle to the previous one, drawn behind both. */
  & + &::before {
    content: '';
    position: absolute;
    inset-block-start: 23px;
    inset-inline: -50% 50%;
    block-size: 3px;
    background: ${({ theme }) => theme.colors.borderStrong};
  }
`;

export const SmartStepButton = styled.button<{ $state: 'current' | 'complete' | 'pending' }>`
  /* Above the line the next step draws back to this one. */
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  inline-size: 100%;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: ${({ theme, $state }) => ($state === 'pending' ? theme.colors.textMuted : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.md};
  ${focusRing}

  &:disabled {
    cursor: default;
  }
`;

export const SmartStepNumber = styled.span<{ $state: 'current' | 'complete' | 'pending' }>`
  display: grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.surface};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.xl};
  ${({ theme, $state }) =>
    $state === 'current'
      ? css`
          color: ${theme.colors.onPrimary};
          background: ${theme.colors.primary};
          box-shadow: 0 0 0 2px ${theme.colors.primary};
        `
      : $state === 'complete'
        ? css`
            color: ${theme.colors.onSuccess};
            background: ${theme.colors.success};
          `
        : css`
            color: ${theme.colors.text};
            background: ${theme.colors.surfaceMuted};
          `}
  transition: background-color ${({ theme }) => theme.motion.toggle}ms ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StepTitle = styled.span`
  max-inline-size: 100%;
  text-align: center;
  overflow-wrap: anywhere;
`;

/* The Fuel UX wizard's steps: a strip of chevron tabs with the buttons at its end. */
export const FuelBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const FuelSteps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FuelStep = styled.li`
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};

  & > svg {
    block-size: 1.1em;
    opacity: 0.6;
  }
`;

export const FuelStepButton = styled.button<{ $state: 'current' | 'complete' | 'pending' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  block-size: 100%;
  min-block-size: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  background: ${({ theme, $state }) => ($state === 'current' ? theme.colors.selectedBackground : 'none')};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.link : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.xl};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const FuelStepBadge = styled.span<{ $state: 'current' | 'complete' | 'pending' }>`
  display: grid;
  place-items: center;
  min-inline-size: 20px;
  block-size: 20px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme, $state }) =>
    $state === 'current'
      ? theme.colors.onPrimary
      : $state === 'complete'
        ? theme.colors.onSuccess
        : theme.colors.onInverse};
  background: ${({ theme, $state }) =>
    $state === 'current'
      ? theme.colors.primary
      : $state === 'complete'
        ? theme.colors.success
        : theme.colors.inverseSurface};
`;

export const FuelActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

export const StepPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

export const StepHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  ${focusRing}

  & > strong {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export const SmartActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-start: ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
