import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { skins } from '../theme/skins';
import { CalendarDragScope } from './CalendarDragScope';
import { calendarSample, calendarSampleNow } from './calendarSample';
import { EventCalendar, type EventCalendarProps } from './EventCalendar';
import { ExternalEventList } from './ExternalEventList';

const templates = [
  { id: 'lunch', title: 'Lunch Break', description: 'no description', className: 'bg-color-blue' },
  {
    id: 'urgent',
    title: 'URGENT',
    description: 'urgent tasks',
    className: 'bg-color-red',
    icon: 'fa-warning' as const,
  },
];

const sample = (onExternalDrop: EventCalendarProps['onExternalDrop'] = () => {}) => (
  <main>
    <CalendarDragScope>
      <ExternalEventList templates={templates} />
      <EventCalendar
        entries={calendarSample}
        defaultDate={calendarSampleNow}
        now={() => calendarSampleNow}
        onExternalDrop={onExternalDrop}
      />
    </CalendarDragScope>
  </main>
);

describe('ExternalEventList', () => {
  it('has no axe violations in any skin', async () => {
    for (const skin of skins) {
      const screen = await renderWithTheme(sample(), { skin });
      await expectNoAxeViolations();
      await screen.unmount();
    }
  });

  it('tells keyboard users how to add a template, and Escape adds nothing', async () => {
    const onExternalDrop = vi.fn();
    await renderWithTheme(sample(onExternalDrop));
    const urgent = page.getByRole('button', { name: /URGENT/ });
    await expect
      .element(urgent)
      .toHaveAccessibleDescription(/To add this event to the calendar, press Space/);
    (urgent.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('URGENT was not added to the calendar.')).toBeInTheDocument();
    expect(onExternalDrop).not.toHaveBeenCalled();
  });

  it('without onExternalDrop the calendar takes no drop', async () => {
    await renderWithTheme(
      <main>
        <CalendarDragScope>
          <ExternalEventList templates={templates} />
          <EventCalendar entries={[]} defaultDate={calendarSampleNow} now={() => calendarSampleNow} />
        </CalendarDragScope>
      </main>,
    );
    (page.getByRole('button', { name: /Lunch Break/ }).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Lunch Break was not added to the calendar.')).toBeInTheDocument();
  });
});
