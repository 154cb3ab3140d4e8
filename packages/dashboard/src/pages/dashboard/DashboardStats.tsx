import { BarSparkline, contrastRatio, Icon, onPhone, PageHeader, useTranslation } from '@atrium/ui';
import { faCartShopping, faCircleArrowUp, faHouse } from '@fortawesome/free-solid-svg-icons';
import type { ReactNode } from 'react';
import styled, { css, useTheme } from 'styled-components';

/** One row always: a phone shows the three figures side by side without their sparklines, as the original. */
const StatsRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
  ${onPhone(css`
    inline-size: 100%;
    gap: 0;
  `)}
`;

const Stat = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & + & {
    padding-inline-start: ${({ theme }) => theme.space.lg};
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${onPhone(css`
    flex: 1 1 0;
    min-inline-size: 0;
    justify-content: center;
    & + & {
      padding-inline-start: ${({ theme }) => theme.space.sm};
    }
  `)}
`;

const Trend = styled.span`
  display: contents;
  ${onPhone(css`
    display: none;
  `)}
`;

const Figures = styled.div`
  display: flex;
  flex-direction: column;
`;

const StatLabel = styled.span`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.typography.size.xs};
  text-transform: uppercase;
  /* On the page background, not on a widget: the muted text colour is tuned for widgets only. */
  color: ${({ theme }) => theme.colors.onBackground};
`;

const StatValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.light};
  line-height: 1.1;
  white-space: nowrap;
  ${onPhone(css`
    font-size: ${({ theme }) => theme.typography.size.xl};
  `)}
`;

interface DemoStat {
  label: string;
  value: string;
  icon?: ReactNode;
  trend: readonly number[];
}

// Fixed demo figures: the header statistics illustrate the layout, they are not live data.
const stats: readonly DemoStat[] = [
  { label: 'My income', value: '$47,171', trend: [13, 9, 10, 13, 15, 9, 12, 17, 14, 19, 12, 18, 16] },
  {
    label: 'Site traffic',
    value: '45%',
    icon: <Icon icon={faCircleArrowUp} />,
    trend: [4, 6, 2, 9, 12, 5, 8, 11, 7, 9, 6, 4, 8],
  },
  {
    label: 'Site orders',
    value: '2447',
    icon: <Icon icon={faCartShopping} />,
    trend: [6, 9, 4, 12, 17, 8, 14, 10, 13, 9, 11, 7, 10],
  },
];

/** The small statistics at the end of the dashboard's title row, each with a bar sparkline. */
export function DashboardStats() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  // The bars sit on the page background, not on a widget: keep the primary colour where it stands out on a
  // plain background (3:1 for graphics), else the page's own text colour, which every skin keeps readable
  // across its whole backdrop, gradient included.
  const isPrimaryReadable = !colors.backgroundImage && contrastRatio(colors.primary, colors.background) >= 3;
  const barColor = isPrimaryReadable ? colors.primary : colors.onBackground;
  return (
    <StatsRow>
      {stats.map((stat) => (
        <Stat key={stat.label}>
          <Figures>
            <StatLabel>{t(stat.label)}</StatLabel>
            <StatValue>
              {stat.icon}
              {stat.value}
            </StatValue>
          </Figures>
          <Trend>
            <BarSparkline
              values={stat.trend}
              label={t('{label} trend', { label: t(stat.label) })}
              color={barColor}
            />
          </Trend>
        </Stat>
      ))}
    </StatsRow>
  );
}

/** The dashboard's title row: its heading, with the site statistics at its end. */
export function DashboardHeader() {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('Dashboard')}
      subtitle={t('My Dashboard')}
      icon={<Icon icon={faHouse} />}
      aside={<DashboardStats />}
      asideLabel={t('Site statistics')}
    />
  );
}
