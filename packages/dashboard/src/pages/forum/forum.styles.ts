import styled, { css } from 'styled-components';

/** Below this width the count columns fold into each row's first cell. */
const narrow = '@media (max-width: 719px)';

/** The board's and the topic list's table: dense rows, numbers in their own columns. */
export const ForumTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    text-align: start;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  td {
    padding: ${({ theme }) => `${theme.space.md}`};
    vertical-align: middle;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  tbody tr:last-child td {
    border-block-end: 0;
  }

  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** A column of counts (or the last post, `$wide`); left out on narrow screens, where the first cell repeats it. */
export const CountCell = styled.td<{ $wide?: boolean }>`
  inline-size: ${({ $wide }) => ($wide ? '240px' : '88px')};
  text-align: ${({ $wide }) => ($wide ? 'start' : 'center')};

  ${narrow} {
    display: none;
  }
`;

/** The header cell of a count column. */
export const CountHeader = styled.th<{ $wide?: boolean }>`
  inline-size: ${({ $wide }) => ($wide ? '240px' : '88px')};

  && {
    text-align: ${({ $wide }) => ($wide ? 'start' : 'center')};
  }

  ${narrow} {
    display: none;
  }
`;

/** The first cell of a row: the icon beside the name and what is written under it. */
export const Lead = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

export const LeadText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

/** A round coloured icon, the forum's or the topic's state. */
export const Emblem = styled.span<{ $tone?: 'primary' | 'muted' | 'warning' }>`
  display: grid;
  flex: none;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  font-size: 16px;
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ theme, $tone = 'primary' }) =>
    $tone === 'primary'
      ? css`
          color: ${theme.colors.onPrimary};
          background: ${theme.colors.primary};
        `
      : $tone === 'warning'
        ? css`
            color: ${theme.colors.onWarning};
            background: ${theme.colors.warning};
          `
        : css`
            color: ${theme.colors.textMuted};
            background: ${theme.colors.surfaceMuted};
            border: 1px solid ${theme.colors.border};
          `}
`;

/** The name of a forum or topic: a link, a little larger than the text. */
export const Name = styled.span`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};

  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The counts repeated under the name, shown only where the count columns are left out. */
export const NarrowCounts = styled(Muted)`
  display: none;

  ${narrow} {
    display: block;
  }
`;

/** The last-post cell: the topic, who wrote it and when. */
export const LastPost = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};

  a {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.link};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Marks beside a topic's title (sticky, locked). */
export const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline-start: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
`;

/** A line of links and facts above a list: where it sits on the board, and how much it holds. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-block-end: ${({ theme }) => theme.space.md};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** Keeps the pagination bar apart from the list above it. */
export const Pages = styled.div`
  margin-block-start: ${({ theme }) => theme.space.md};
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Lets a wide table scroll inside its panel instead of the page, should a column ever not fit. */
export const TableFrame = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => `-${theme.space.md}`};
`;
