import { useMemo } from 'react';
import {
  Icon,
  TabList,
  TabPanel,
  useTabs,
  useTranslation,
  Widget,
  type RandomSource,
  type TabItem,
} from '@atrium/ui';
import { faChartColumn, faClock, faDollarSign, faShareNodes } from '@fortawesome/free-solid-svg-icons';
import { LiveStatsTab } from './LiveStatsTab';
import { RevenueTab } from './RevenueTab';
import { SocialNetworkTab } from './SocialNetworkTab';

/** Props of {@link LiveFeedsWidget}. */
export interface LiveFeedsWidgetProps {
  /** Source of randomness for the live stats; seeded in stories and tests. */
  rng?: RandomSource;
  /** Milliseconds between live ticks. Default 1500. */
  tickMs?: number;
}

/** The "Live Feeds" widget: live stats, social network and revenue tabs in its header toolbar. */
export function LiveFeedsWidget({ rng, tickMs }: LiveFeedsWidgetProps) {
  const { t } = useTranslation();
  const tabs = useMemo<TabItem[]>(
    () => [
      {
        key: 'live',
        title: t('Live stats'),
        icon: <Icon icon={faClock} />,
        content: <LiveStatsTab rng={rng} tickMs={tickMs} />,
      },
      {
        key: 'social',
        title: t('Social network'),
        icon: <Icon icon={faShareNodes} />,
        content: <SocialNetworkTab />,
      },
      { key: 'revenue', title: t('Revenue'), icon: <Icon icon={faDollarSign} />, content: <RevenueTab /> },
    ],
    [rng, tickMs, t],
  );
  const state = useTabs({ items: tabs });
  return (
    <Widget
      defaultTitle={t('Live Feeds')}
      icon={<Icon icon={faChartColumn} />}
      buttons={{ edit: false, color: false, delete: false }}
      toolbar={<TabList state={state} size="sm" aria-label={t('Live feeds')} isIconOnlyOnPhone />}
    >
      <TabPanel state={state} />
    </Widget>
  );
}
