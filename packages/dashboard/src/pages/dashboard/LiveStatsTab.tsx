import { useState } from 'react';
import { Switch, useTranslation, type RandomSource } from '@atrium/ui';
import styled from 'styled-components';
import { LiveStatsActions } from './LiveStatsActions';
import { LiveStatsChart } from './LiveStatsChart';
import { LiveStatsProgress } from './LiveStatsProgress';
import { ReportPrintStyle } from './ReportPrintStyle';
import { ServerGauges } from './ServerGauges';
import { useLiveStats } from './useLiveStats';
import { reportPrintAttribute, useReportPrint } from './useReportPrint';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(200px, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding-block-end: ${({ theme }) => theme.space.md};

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Props of {@link LiveStatsTab}. */
export interface LiveStatsTabProps {
  /** Whether the chart starts live. Default `false`, so nothing moves until asked. */
  defaultLive?: boolean;
  /** Source of randomness for the walks; seeded in stories so they draw the same lines. */
  rng?: RandomSource;
  /** Milliseconds between ticks. Default 1500. */
  tickMs?: number;
}

/**
 * The "Live stats" tab: the live chart with its switch, progress bars beside it with the report and bug
 * buttons, and gauges below.
 */
export function LiveStatsTab({ defaultLive = false, rng, tickMs }: LiveStatsTabProps) {
  const { t, locale } = useTranslation();
  const [isLive, setLive] = useState(defaultLive);
  const walks = useLiveStats({ isRunning: isLive, rng, tickMs });
  const reportDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date());
  const report = useReportPrint(t('Live stats report, {date}', { date: reportDate }));
  return (
    <div {...(report.isPrinting && { [reportPrintAttribute]: '' })}>
      {report.isPrinting && <ReportPrintStyle />}
      <Columns>
        <LiveStatsChart
          walks={walks}
          toolbar={
            <Switch isSelected={isLive} onChange={setLive} onText={t('ON')} offText={t('OFF')}>
              {t('Live switch')}
            </Switch>
          }
        />
        <div>
          <LiveStatsProgress />
          <LiveStatsActions onGeneratePdf={report.print} />
        </div>
      </Columns>
      <ServerGauges />
    </div>
  );
}
