import styled from 'styled-components';
import { tagColors, type StateColor } from './stateColors';

/** Colour of a badge or label: a state colour or the neutral grey. */
export type TagVariant = StateColor | 'default';

export const StyledBadge = styled.span<{ $variant: TagVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-inline-size: 1.7em;
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  vertical-align: middle;
  color: ${({ theme, $variant }) => tagColors(theme, $variant).on};
  background: ${({ theme, $variant }) => tagColors(theme, $variant).fill};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const StyledLabel = styled.span<{ $variant: TagVariant }>`
  display: inline-block;
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 1.2;
  white-space: nowrap;
  vertical-align: baseline;
  color: ${({ theme, $variant }) => tagColors(theme, $variant).on};
  background: ${({ theme, $variant }) => tagColors(theme, $variant).fill};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
