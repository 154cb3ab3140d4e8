import styled from 'styled-components';

export const StyledStarRating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const Stars = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  /* Gold on light surfaces would fail contrast; the warning colour is checked against each skin's surface. */
  color: ${({ theme }) => theme.colors.warning};
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
