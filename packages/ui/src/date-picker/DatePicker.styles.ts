import styled, { keyframes } from 'styled-components';
import { Button } from '../button';

/** Height of a dense admin input (13 px text). */
const inputHeight = '32px';

export const Field = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 180px;
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.danger};
`;

export const InputGroup = styled.div<{ $isInvalid: boolean }>`
  display: flex;
  align-items: stretch;
  height: ${inputHeight};
  --atrium-date-border: ${({ theme, $isInvalid }) => ($isInvalid ? theme.colors.danger : theme.colors.borderStrong)};
`;

export const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid var(--atrium-date-border);
  border-inline-end: 0;
  border-start-start-radius: ${({ theme }) => theme.radii.sm};
  border-end-start-radius: ${({ theme }) => theme.radii.sm};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -1px;
  }

  &:disabled,
  &:read-only {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const TriggerButton = styled(Button)`
  && {
    min-height: ${inputHeight};
    width: ${inputHeight};
    padding-inline: 0;
    border-color: var(--atrium-date-border);
    border-radius: 0;
    border-start-end-radius: ${({ theme }) => theme.radii.sm};
    border-end-end-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Description = styled.div`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorMessage = styled.div`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Catches presses outside the popover so they close it instead of reaching the page. */
export const Underlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

export const Popover = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.fade}ms ${theme.motion.easing}`};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Dialog = styled.div`
  outline: none;
`;
