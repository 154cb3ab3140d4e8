import { LineSparkline, Widget } from '@atrium/ui';

const weeklySignUps = [12, 18, 15, 22, 30, 27, 35];

export default function HomePage() {
  return (
    <main>
      <Widget defaultTitle="Sign-ups this week">
        <LineSparkline values={weeklySignUps} />
      </Widget>
    </main>
  );
}
