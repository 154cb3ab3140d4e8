import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { skins } from '../theme/skins';
import { EventCalendar } from './EventCalendar';
import { calendarSample, calendarSampleNow } from './calendarSample';
import type { CalendarView } from './calendarMath';

const sample = (view: CalendarView) => (
  <main>
    <EventCalendar
      entries={calendarSample}
      defaultDate={calendarSampleNow}
      now={() => calendarSampleNow}
      defaultView={view}
    />
  </main>
);

describe('EventCalendar', () => {
  it('has no axe violations in any view, skin or colour-blind mode', async () => {
    for (const skin of skins) {
      for (const isColorBlindFriendly of [false, true]) {
        for (const view of ['month', 'week'] as const) {
          const screen = await renderWithTheme(sample(view), { skin, isColorBlindFriendly });
          await expectNoAxeViolations();
          await screen.unmount();
        }
      }
    }
  });

  it('keeps the week on the focused day and hour when the view changes', async () => {
    await renderWithTheme(sample('month'));
    await userEvent.click(page.getByRole('button', { name: 'Friday, November 27, 2026' }));
    await expect
      .element(page.getByRole('heading', { level: 2 }))
      .toHaveTextContent('Friday, November 27, 2026');
    await expect
      .element(page.getByRole('gridcell', { name: 'Friday, November 27, 2026 10:00 AM' }))
      .toHaveAttribute('tabindex', '0');
    await userEvent.click(page.getByRole('radio', { name: 'Week' }));
    await expect.element(page.getByRole('heading', { level: 2 })).toHaveTextContent('Nov 22 – 28, 2026');
  });
});
