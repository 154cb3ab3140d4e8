import { skins } from '@atrium/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithTheme } from '../../../../ui/test/render';
import { lowContrastMarks, lowContrastText } from '../../../../ui/test/renderedContrast';
import { DashboardHeader } from './DashboardStats';
import { seededRandom } from './dashboardDemoData';
import { LiveFeedsWidget } from './LiveFeedsWidget';

// The dashboard's first screen as the shell draws it: straight on the skin's content background (with its
// gradient, where the skin has one), measured from the rendered colours in every skin.
describe.each(skins.map((skin) => [skin.label, skin] as const))('the dashboard in %s', (_label, skin) => {
  it('keeps its statistics, sparklines and live feeds readable', async () => {
    await page.viewport(1440, 900);
    const screen = await renderWithTheme(
      <main>
        <DashboardHeader />
        <LiveFeedsWidget rng={seededRandom(3)} />
      </main>,
      { skin },
    );
    const stats = page.getByRole('group', { name: 'Site statistics' }).element();
    const bars = stats.querySelectorAll('svg rect');
    expect(bars.length).toBeGreaterThan(0);
    expect(lowContrastText(screen.container)).toEqual([]);
    expect(lowContrastMarks(bars)).toEqual([]);
    // The live chart's series lines and the gauges' arcs are marks a reader must see too.
    const chart = page.getByRole('tabpanel').element();
    expect(lowContrastMarks(chart.querySelectorAll('svg path'))).toEqual([]);
    await screen.unmount();
  });
});
