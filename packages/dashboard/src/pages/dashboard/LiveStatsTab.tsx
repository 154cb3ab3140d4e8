import { useState } from 'react';
import { Switch, type RandomSource } from '@atrium/ui';
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

const reportDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/**
 * The "Live stats" tab: the live chart with its switch, progress bars beside it with the report and bug
 * buttons, and gauges below.
 */
export function LiveStatsTab({ defaultLive = false, rng, tickMs }: LiveStatsTabProps) {
  const [isLive, setLive] = useState(defaultLive);
  const walks = useLiveStats({ isRunning: isLive, rng, tickMs });
  const report = useReportPrint(`Live stats report, ${reportDate.format(new Date())}`);
  return (
    <div {...(report.isPrinting && { [reportPrintAttribute]: '' })}>
      {report.isPrinting && <ReportPrintStyle />}
      <Columns>
        <LiveStatsChart
          walks={walks}
          toolbar={
            <Switch isSelected={isLive} onChange={setLive} onText="ON" offText="OFF">
              Live switch
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
