import styled from 'styled-components';

export const ProjectName = styled.span`
  display: block;
`;

export const ProjectPhase = styled.strong`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const ProjectBudget = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const EstCell = styled.div`
  min-inline-size: 90px;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const AvatarRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Avatar = styled.img`
  display: block;
  inline-size: 24px;
  block-size: 24px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The target bars and the actual line drawn over one another, as one small chart. */
export const ChartStack = styled.div`
  display: inline-grid;

  & > * {
    grid-area: 1 / 1;
  }
`;

export const DateText = styled.span`
  white-space: nowrap;
`;

export const EndDate = styled(DateText)`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const ContactNames = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
