import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../../../ui/test/render';
import { ServerGauges } from './ServerGauges';

const gaugeNames = ['Server load', 'Disk space', 'Transferred', 'Temperature'];

/** How many gauges sit on each line, top to bottom. */
function gaugesPerLine() {
  const tops = gaugeNames.map((name) =>
    Math.round(page.getByRole('meter', { name }).element().getBoundingClientRect().top),
  );
  return [...new Set(tops)].map((top) => tops.filter((each) => each === top).length);
}

describe('ServerGauges', () => {
  it('lays the four gauges two by two in a narrow widget and in one row in a wide one', async () => {
    await page.viewport(1280, 800);
    const screen = await renderWithTheme(
      <div style={{ width: 330 }}>
        <ServerGauges />
      </div>,
    );
    expect(gaugesPerLine()).toEqual([2, 2]);
    await expectNoAxeViolations(screen.container);
    await screen.unmount();
    await renderWithTheme(
      <div style={{ width: 900 }}>
        <ServerGauges />
      </div>,
    );
    await expect.poll(gaugesPerLine).toEqual([4]);
  });

  it('shows each gauge with its trend arrow and the peak and low of the day', async () => {
    await renderWithTheme(
      <main>
        <ServerGauges />
      </main>,
    );
    const load = page.getByRole('group', { name: 'Server load' });
    await expect.element(load.getByRole('img', { name: 'Rising' })).toBeVisible();
    await expect.element(load.getByText('Peak today 97%')).toBeInTheDocument();
    await expect.element(load.getByText('Low today 12%')).toBeInTheDocument();
    const temperature = page.getByRole('group', { name: 'Temperature' });
    await expect.element(temperature.getByRole('img', { name: 'Falling' })).toBeVisible();
    for (const name of gaugeNames) {
      await expect.element(page.getByRole('group', { name }).getByText(/^Peak today/)).toBeInTheDocument();
    }
    await expectNoAxeViolations();
  });
});
