import styled from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

export { DataTable as RankingTable } from '../chart-table/ChartTable.styles';

export const RankingRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** The share column: a bar as long as the share, then the percentage. */
export const ShareCell = styled.span`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ShareTrack = styled.span`
  flex: 1;
  max-inline-size: 120px;
  block-size: 6px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

export const ShareFill = styled.span`
  display: block;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

export const ShareText = styled.span`
  min-inline-size: 4.5ch;
`;

export const RankCell = styled.span`
  display: inline-block;
  min-inline-size: 2ch;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Names the table; when hidden it is still read by screen readers. */
export const RankingCaption = styled.caption<{ $isHidden: boolean }>`
  ${({ $isHidden }) => $isHidden && visuallyHidden}
`;
