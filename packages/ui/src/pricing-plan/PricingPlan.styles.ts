import styled from 'styled-components';

export const StyledPricingPlan = styled.article<{ $isPopular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ $isPopular }) => ($isPopular ? 2 : 1)}px solid
    ${({ theme, $isPopular }) => ($isPopular ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Ribbon = styled.span`
  position: absolute;
  inset-block-start: 14px;
  inset-inline-end: -34px;
  width: 130px;
  padding-block: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.onDanger};
  background: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: center;
  text-transform: uppercase;
  transform: rotate(45deg);

  [dir='rtl'] & {
    transform: rotate(-45deg);
  }
`;

export const Head = styled.div<{ $isPopular: boolean }>`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.md}`};
  color: ${({ theme, $isPopular }) => ($isPopular ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $isPopular }) => ($isPopular ? theme.colors.primary : theme.colors.surfaceMuted)};
  text-align: center;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const Tagline = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const PriceBand = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onInverse};
  background: ${({ theme }) => theme.colors.inverseSurface};
  text-align: center;
`;

export const Price = styled.p`
  margin: 0;
  font-size: 30px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const Period = styled.span`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export const PriceNote = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Features = styled.ul`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
`;

export const Feature = styled.li<{ $isIncluded: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  padding-block: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $isIncluded }) => ($isIncluded ? theme.colors.text : theme.colors.textMuted)};
  text-decoration: ${({ $isIncluded }) => ($isIncluded ? 'none' : 'line-through')};

  & > svg {
    flex: none;
    color: ${({ theme, $isIncluded }) => ($isIncluded ? theme.colors.success : theme.colors.danger)};
  }
`;

export const Action = styled.div`
  display: grid;
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
`;
