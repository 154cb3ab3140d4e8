import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataProvider } from '../../api/DataProvider';
import { memoryStore } from '../../data/keyValueStore';
import { localAdapter } from '../../data/localAdapter';
import { inShellContent } from '../misc/shellContentDecorator';
import DashboardPage from './DashboardPage';
import { seededRandom } from './dashboardDemoData';

// Each story starts from the demo files: widget layout in localStorage, to-do changes in a fresh store.
let todoStore = memoryStore();
const forget = () => {
  localStorage.removeItem('atrium.widgets.dashboard');
  todoStore = memoryStore();
};

// The widgets read the demo's generated api/ files (chat, to-dos, visits, user), which Storybook serves.
const meta = {
  title: 'Screens/Dashboard/DashboardPage',
  component: DashboardPage,
  tags: ['autodocs'],
  args: { rng: seededRandom(11) },
  argTypes: {
    rng: { control: false },
    tickMs: { control: { type: 'number', min: 100, max: 5000, step: 100 } },
  },
  decorators: [
    inShellContent,
    (Story) => (
      <DataProvider baseUrl="api" data={localAdapter({ store: todoStore })}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Story />
        </MemoryRouter>
      </DataProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    forget();
    return forget;
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadTimeout = { timeout: 15_000 };

/** The "Last" value of each series in the chart's hidden summary table: it changes when the chart shifts. */
const lastValues = (scope: HTMLElement) =>
  [...scope.querySelectorAll('table tbody tr')].map((row) => row.lastElementChild?.textContent).join(' | ');

/** Scrolls a widget into view: the bodies under Live Feeds load only when seen. */
function revealed(widget: HTMLElement): HTMLElement {
  widget.scrollIntoView({ block: 'start' });
  return widget;
}

/** Header statistics and the five widgets, each loaded from the demo api; a user opens a chat box. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Dashboard, My Dashboard');
    const stats = screen.getByRole('group', { name: 'Site statistics' });
    await expect(within(stats).getByText('$47,171')).toBeVisible();
    await expect(within(stats).getByText('45%')).toBeVisible();
    await expect(within(stats).getByText('2447')).toBeVisible();

    // Waits like the later queries do: a loaded 2-core CI run once found no Live Feeds on the first look.
    const feeds = await screen.findByRole('region', { name: 'Live Feeds' }, loadTimeout);
    await expect(within(feeds).getByRole('tab', { name: 'Live stats' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(feeds).getByRole('switch', { name: 'Live switch' })).not.toBeChecked();
    await expect(within(feeds).getByRole('progressbar', { name: 'My Tasks' })).toHaveAttribute(
      'aria-valuetext',
      '130/200',
    );
    await expect(within(feeds).getAllByRole('meter')).toHaveLength(4);

    const todo = revealed(screen.getByRole('region', { name: 'To-do list' }));
    await expect(
      await within(todo).findByText('Renew the wildcard TLS certificate', {}, loadTimeout),
    ).toBeVisible();
    const visitors = revealed(screen.getByRole('region', { name: 'Visitors' }));
    // Countries with visits are named shapes of the map; the ranking under it lists them.
    await expect(
      await within(visitors).findByRole('img', { name: /^United States: [\d,]+ visits$/ }, loadTimeout),
    ).toBeVisible();
    const ranking = await within(visitors).findByRole('table', { name: 'Top countries by visits' });
    await expect(within(ranking).getAllByRole('row')).toHaveLength(7);

    // The calendar shows this month's events and moves through months with its own controls.
    const calendar = revealed(screen.getByRole('region', { name: 'My Events' }));
    await expect(
      await within(calendar).findByRole('button', { name: /All-hands meeting/ }, loadTimeout),
    ).toBeVisible();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(calendar).queryByRole('button', { name: /All-hands meeting/ })).toBeNull(),
    );

    const messages = revealed(screen.getByRole('region', { name: 'Messages' }));
    await userEvent.click(
      await within(messages).findByRole('button', { name: 'Mira Okafor (Online)' }, loadTimeout),
    );
    // The boxes' code loads with the first box opened.
    await expect(
      await screen.findByRole('region', { name: 'Chat with Mira Okafor' }, loadTimeout),
    ).toBeVisible();
  },
};

/** The live switch starts off; on, the chart shifts every 1.5 s; off, it holds still. */
export const LiveSwitch: Story = {
  play: async ({ canvasElement }) => {
    const feeds = await within(canvasElement).findByRole('region', { name: 'Live Feeds' }, loadTimeout);
    const panel = within(feeds).getByRole('tabpanel');
    const live = within(feeds).getByRole('switch', { name: 'Live switch' });
    const before = lastValues(panel);
    await expect(before).not.toBe('');
    await userEvent.click(live);
    await expect(live).toBeChecked();
    await waitFor(() => expect(lastValues(panel)).not.toBe(before), { timeout: 4000, interval: 100 });
    await userEvent.click(live);
    await expect(live).not.toBeChecked();
  },
};

/** Each revenue checkbox removes its series from the chart and brings it back. */
export const RevenueAndTodo: Story = {
  name: 'Revenue toggles and a new to-do',
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const feeds = await screen.findByRole('region', { name: 'Live Feeds' }, loadTimeout);
    await userEvent.click(within(feeds).getByRole('tab', { name: 'Revenue' }));
    const panel = within(feeds).getByRole('tabpanel');
    const columns = () => [...panel.querySelectorAll('table thead th')].map((cell) => cell.textContent);
    await expect(columns()).toEqual(['Month', 'Target', 'Actual', 'Signups']);
    const actual = within(panel).getByRole('checkbox', { name: 'Actual' });
    await expect(actual).toBeChecked();
    await userEvent.click(actual);
    await expect(actual).not.toBeChecked();
    await waitFor(() => expect(columns()).toEqual(['Month', 'Target', 'Signups']));
    await userEvent.click(actual);
    await waitFor(() => expect(columns()).toEqual(['Month', 'Target', 'Actual', 'Signups']));

    await userEvent.click(within(feeds).getByRole('tab', { name: 'Social network' }));
    await expect(within(feeds).getByRole('figure', { name: /Social network followers/ })).toBeVisible();

    const todo = revealed(screen.getByRole('region', { name: 'To-do list' }));
    await within(todo).findByText('Renew the wildcard TLS certificate', {}, loadTimeout);
    await userEvent.click(within(todo).getByRole('button', { name: 'Add to-do' }));
    await userEvent.type(within(todo).getByRole('textbox', { name: /Title/ }), 'Call the venue{Enter}');
    await expect(await within(todo).findByText('Call the venue')).toBeVisible();
    await waitFor(async () =>
      expect(JSON.stringify(await todoStore.get('atrium.data.v1.todos'))).toContain('Call the venue'),
    );
  },
};

// Every api call answers 503, without touching the network, so the page shows each widget's own failure.
const unavailable: typeof fetch = () => Promise.resolve(new Response('Service unavailable', { status: 503 }));

/** With the api down the page still renders: each widget says what failed and offers a retry. */
export const ApiUnavailable: Story = {
  decorators: [
    (Story) => (
      <DataProvider baseUrl="api" fetch={unavailable} data={localAdapter({ store: memoryStore() })}>
        <Story />
      </DataProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    const messages = revealed(await screen.findByRole('region', { name: 'Messages' }, loadTimeout));
    await expect(
      await within(messages).findByText('The messages could not be loaded.', {}, loadTimeout),
    ).toBeVisible();
    const visitors = revealed(screen.getByRole('region', { name: 'Visitors' }));
    await expect(
      await within(visitors).findByText('The visits could not be loaded.', {}, loadTimeout),
    ).toBeVisible();
    await expect(within(visitors).getByRole('button', { name: 'Retry' })).toBeVisible();
    const todo = revealed(screen.getByRole('region', { name: 'To-do list' }));
    await expect(
      await within(todo).findByText('The to-dos could not be loaded.', {}, loadTimeout),
    ).toBeVisible();
    await expect(within(todo).getByRole('button', { name: 'Add to-do' })).toBeVisible();
    await expect(screen.getByRole('switch', { name: 'Live switch' })).toBeVisible();
  },
};
