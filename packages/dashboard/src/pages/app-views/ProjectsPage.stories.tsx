import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import ProjectsPage from './ProjectsPage';

// The grid reads the demo's generated api/project-list.json, which Storybook serves.
const meta = {
  title: 'Screens/AppViews/ProjectsPage',
  component: ProjectsPage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The project names of the page in order (the first cell holds the expand button, the second the name). */
const names = (grid: HTMLElement) =>
  [...grid.querySelectorAll('tbody tr')]
    .filter((row) => row.querySelector('button[aria-expanded]'))
    .map((row) => row.children[1]?.querySelector('span')?.textContent ?? '');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const grid = screen.getByRole('grid', { name: 'Projects' });
    await waitFor(() => expect(names(grid)).toHaveLength(15), { timeout: 15_000 });
    await expect(names(grid)).toEqual([...names(grid)].sort((a, b) => a.localeCompare(b)));
    await expect(within(grid).getByRole('columnheader', { name: 'Projects' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(screen.getByText('Showing 1 to 15 of 20 entries')).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'warehouse');
    await waitFor(() => expect(names(grid)).toHaveLength(4));
    await expect(names(grid).every((name) => /warehouse/i.test(name))).toBe(true);
  },
};

/** A project's expand button opens its description, team and dates under it. */
export const ChildRow: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const button = await screen.findByRole(
      'button',
      { name: 'Show details for Event ticketing site' },
      { timeout: 15_000 },
    );
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByText(/door scanning for a concert venue/)).toBeVisible();
    await expect(screen.getByText('Dates')).toBeVisible();
    await expect(screen.getByText('Noor Yilmaz')).toBeVisible();
  },
};

/** The time-tracking switch flips with the keyboard and keeps its state in the projects' data. */
export const Tracker: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const tracker = await screen.findByRole(
      'switch',
      { name: 'Time tracking for Brand portal redesign' },
      { timeout: 15_000 },
    );
    await expect(tracker).not.toBeChecked();
    tracker.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Time tracking for Brand portal redesign' })).toBeChecked(),
    );
  },
};
