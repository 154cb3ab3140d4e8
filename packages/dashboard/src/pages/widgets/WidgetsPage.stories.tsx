import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import WidgetsPage from './WidgetsPage';
import { widgetsPageGridId } from './widgetsShowcase';

const storageKey = `atrium.widgets.${widgetsPageGridId}`;

const meta = {
  title: 'Screens/Widgets/WidgetsPage',
  component: WidgetsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem(storageKey);
    return () => localStorage.removeItem(storageKey);
  },
} satisfies Meta<typeof WidgetsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Titles of the widgets in the first column, top to bottom. */
const firstColumn = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-widget-column="0"] [data-widget-id] h2')].map(
    (heading) => heading.textContent,
  );

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Widgets, Sortable, collapsible, remembered',
    );
    const ajax = screen.getByRole('region', { name: 'Ajax loaded' });
    await expect(await within(ajax).findByText(/Loaded on demand/, {}, { timeout: 4000 })).toBeVisible();
    const failing = screen.getByRole('region', { name: 'Failing ajax' });
    await expect(await within(failing).findByText(/there was an error/, {}, { timeout: 4000 })).toBeVisible();
    const clock = screen.getByRole('region', { name: 'Server time' });
    await expect(await within(clock).findByText(/Server time:/, {}, { timeout: 4000 })).toBeVisible();
    const fixed = screen.getByRole('region', { name: 'Not sortable' });
    await expect(fixed.querySelector('[aria-roledescription]')).toBeNull();
    const collapsed = screen.getByRole('region', { name: 'Collapsed by default' });
    await expect(within(collapsed).getByRole('button', { name: 'Expand' })).toBeVisible();
  },
};

export const ReorderAndReset: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const defaultOrder = firstColumn(canvasElement);
    await expect(defaultOrder.slice(0, 2)).toEqual(['Default widget', 'Title change']);

    const header = screen
      .getByRole('region', { name: 'Default widget' })
      .querySelector<HTMLElement>('[aria-roledescription="sortable widget"]')!;
    header.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(firstColumn(canvasElement).slice(0, 2)).toEqual(['Title change', 'Default widget']),
    );
    await waitFor(() => expect(localStorage.getItem(storageKey)).toContain('"version":1'));

    const tabs = screen.getByRole('region', { name: 'Toolbar tabs' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Month' }));
    await expect(within(tabs).getByText(/month view/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Reset widgets' }));
    await waitFor(() => expect(firstColumn(canvasElement)).toEqual(defaultOrder));
    await expect(localStorage.getItem(storageKey)).toBeNull();
  },
};
