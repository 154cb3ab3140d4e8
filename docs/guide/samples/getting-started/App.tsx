import { useState } from 'react';
import { faChartLine } from '@fortawesome/free-solid-svg-icons/faChartLine';
import { AtriumProvider, Button, Icon, LineSparkline, Widget } from '@atrium/ui';

const weeklySignUps = [12, 18, 15, 22, 30, 27, 35];

export function App() {
  const [exportCount, setExportCount] = useState(0);
  return (
    <AtriumProvider>
      <main style={{ padding: 16, maxWidth: 480 }}>
        <Widget defaultTitle="Sign-ups this week" icon={<Icon icon={faChartLine} />}>
          <p>
            {weeklySignUps.reduce((sum, day) => sum + day, 0)} new accounts{' '}
            <LineSparkline values={weeklySignUps} />
          </p>
          <Button variant="primary" onPress={() => setExportCount((count) => count + 1)}>
            Export
          </Button>{' '}
          <span>Exports: {exportCount}</span>
        </Widget>
      </main>
    </AtriumProvider>
  );
}
