import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { skins } from '../theme/skins';
import { CalendarIcsActions } from './CalendarIcsActions';
import { calendarSample } from './calendarSample';

describe('CalendarIcsActions', () => {
  it('has no axe violations in any skin', async () => {
    for (const skin of skins) {
      const screen = await renderWithTheme(
        <main>
          <CalendarIcsActions getEntries={() => calendarSample} onImport={() => {}} />
        </main>,
        { skin },
      );
      await expectNoAxeViolations();
      await screen.unmount();
    }
  });

  it('opens the file dialog from the Import button, which the keyboard reaches', async () => {
    await renderWithTheme(<CalendarIcsActions getEntries={() => []} onImport={() => {}} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = vi.fn((event: Event) => event.preventDefault());
    input.addEventListener('click', opened);
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Import (.ics)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(input.accept).toBe('.ics,text/calendar');
  });
});
