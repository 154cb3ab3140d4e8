import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataProvider } from '../../api/DataProvider';
import { inShellContent } from '../misc/shellContentDecorator';
import SearchPage from './SearchPage';

function Landing() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** Fails every activities file, as a server that lost them would; other files load as usual. */
const withoutActivities: typeof fetch = (input, init) =>
  String(input).includes('activities/')
    ? Promise.resolve(new Response('Not found', { status: 404, statusText: 'Not Found' }))
    : fetch(input, init);

/** The page at `entry` of a memory router, on the demo's api/ files, with its result links followable. */
function SearchAt({ entry, fetch: fetchImpl }: { entry: string; fetch?: typeof fetch }) {
  return (
    <DataProvider baseUrl="api" fetch={fetchImpl}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>
  );
}

// The page reads the demo's generated api/ files, which Storybook serves at its root.
const meta = {
  title: 'Screens/Misc/SearchPage',
  component: SearchPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  render: () => <SearchAt entry="/search?q=layout" />,
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadTimeout = { timeout: 15_000 };
const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);
// Activity tabs appear once activity.json is in, and the spinner goes once every type's items are.
const activitiesLoaded = async (canvas: HTMLElement) => {
  await within(canvas).findByRole('tab', { name: /^Tasks/ }, loadTimeout);
  await waitFor(() => expect(within(canvas).queryByRole('progressbar')).toBeNull(), loadTimeout);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Search, Results');
    await expect(screen.getByRole('searchbox', { name: 'Search the dashboard' })).toHaveValue('layout');
    await activitiesLoaded(canvasElement);
    await expect(screen.getByRole('status')).toHaveTextContent('3 results for “layout”');

    const results = screen.getByRole('list', { name: 'Results' });
    const items = within(results).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(items[0]!).getByRole('link', { name: 'App Layout' });
    await expect(first).toHaveAttribute('href', '/app-layout');
    await expect(marks(first)).toEqual(['Layout']);
    await expect(items[0]).toHaveTextContent('Home › Atrium Intel › App Layout');

    await userEvent.click(screen.getByRole('tab', { name: /^Messages/ }));
    await expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
    await expect(screen.getByText(/Nothing in Messages matches “layout”/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 3 results' }));
    await expect(screen.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');

    const field = screen.getByRole('searchbox', { name: 'Search the dashboard' });
    await userEvent.clear(field);
    await userEvent.type(field, 'tomas onboarding{Enter}');
    await expect(screen.getByRole('status')).toHaveTextContent('1 result for “tomas onboarding”');
    await expect(field).toHaveFocus();
    const message = within(screen.getByRole('list', { name: 'Results' })).getByRole('listitem');
    await expect(within(message).getByRole('heading', { level: 2 })).toHaveTextContent('Tomás Rivera');
    await expect(marks(message)).toEqual(['Tomás', 'onboarding']);
    await expect(message).toHaveTextContent('Home › Activities › Messages');
  },
};

export const FilterWithKeyboard: Story = {
  render: () => <SearchAt entry="/search?q=backup" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await activitiesLoaded(canvasElement);
    await expect(screen.getByRole('status')).toHaveTextContent('1 result for “backup”');
    screen.getByRole('tab', { name: /^All/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('tab', { name: /^Pages/ })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByText(/Nothing in Pages matches “backup”/)).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(screen.getByRole('tab', { name: /^Notifications/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const results = screen.getByRole('list', { name: 'Results' });
    await expect(within(results).getByRole('listitem')).toHaveTextContent('Nightly backup of 38 GB');
  },
};

export const OpenResult: Story = {
  render: () => <SearchAt entry="/search?q=skins" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const link = await screen.findByRole('link', { name: 'Prebuilt Skins' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Now at /prebuilt-skins')).toBeVisible();
  },
};

export const EmptyQuery: Story = {
  render: () => <SearchAt entry="/search" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('');
    const examples = screen.getByRole('list', { name: 'Example searches' });
    await userEvent.click(within(examples).getByRole('link', { name: 'App Layout' }));
    await expect(screen.getByRole('searchbox', { name: 'Search the dashboard' })).toHaveValue('App Layout');
    await expect(screen.getByRole('link', { name: 'App Layout' })).toBeVisible();
  },
};

export const NoResults: Story = {
  render: () => <SearchAt entry="/search?q=zebra" />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: 'No results for “zebra”' }, loadTimeout),
    ).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('0 results for “zebra”');
    await expect(screen.getByText('Check the spelling of each word.')).toBeVisible();
    const pages = screen.getByRole('list', { name: 'Pages' });
    await expect(within(pages).getByRole('link', { name: 'App Layout' })).toHaveAttribute(
      'href',
      '/app-layout',
    );
  },
};

export const ActivitiesUnavailable: Story = {
  render: () => <SearchAt entry="/search?q=layout" fetch={withoutActivities} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: 'App Layout' })).toBeVisible();
    const notice = await screen.findByRole('alert', {}, loadTimeout);
    await expect(notice).toHaveTextContent('Some results may be missing');
    await expect(notice).toHaveTextContent('Activities could not be searched');
    await expect(screen.getByRole('status')).toHaveTextContent('3 results for “layout”');
    await expect(within(notice).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
