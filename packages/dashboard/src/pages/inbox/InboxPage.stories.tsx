import { NotificationProvider } from '@atrium/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataProvider } from '../../api/DataProvider';
import { memoryStore } from '../../data/keyValueStore';
import { localAdapter } from '../../data/localAdapter';
import { inShellContent } from '../misc/shellContentDecorator';
import InboxPage from './InboxPage';
import MessagePage from './MessagePage';

// Each story starts from the demo's generated messages in a fresh store, so changes never leak between them.
let store = memoryStore();

/** The inbox's routes around the story, starting at `path`. */
function InboxRoutes({ path }: { path: string }) {
  return (
    <NotificationProvider>
      <DataProvider baseUrl="api" data={localAdapter({ store })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/inbox" element={<InboxPage />} />
            <Route path="/inbox/:folder" element={<InboxPage />} />
            <Route path="/inbox/:folder/detail/:message" element={<MessagePage />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </NotificationProvider>
  );
}

const meta = {
  title: 'Screens/Inbox/InboxPage',
  component: InboxRoutes,
  tags: ['autodocs'],
  args: { path: '/inbox' },
  argTypes: { path: { control: 'text' } },
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    store = memoryStore();
  },
} satisfies Meta<typeof InboxRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = { timeout: 15_000 };

/** Folders with counts; marking a message read lowers the count; a search narrows the list. */
export const Folders: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const folders = await screen.findByRole('navigation', { name: 'Folders' }, loaded);
    await expect(await within(folders).findByRole('link', { name: 'Inbox (10)' }, loaded)).toHaveAttribute(
      'aria-current',
      'page',
    );
    const grid = await screen.findByRole('grid', { name: 'Inbox' }, loaded);
    await expect(grid).toHaveAttribute('aria-rowcount', '40');
    const firstBox = within(grid).getAllByRole('checkbox')[0]!;
    await userEvent.click(firstBox);
    await userEvent.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(within(folders).getByRole('link', { name: 'Inbox (9)' })).toBeVisible());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search in the folder' }), 'payroll nothing');
    await expect(await screen.findByText('No messages match the search')).toBeVisible();
  },
};

/** Another folder by its path; deleting the selection removes it from the list. */
export const SentFolder: Story = {
  args: { path: '/inbox/sent' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const grid = await screen.findByRole('grid', { name: 'Sent' }, loaded);
    await expect(grid).toHaveAttribute('aria-rowcount', '12');
    await userEvent.click(within(grid).getAllByRole('checkbox')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '11'));
  },
};

/** Deleting in Trash asks first, then removes the message for good. */
export const TrashDeletesForGood: Story = {
  args: { path: '/inbox/trash' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const grid = await screen.findByRole('grid', { name: 'Trash' }, loaded);
    await expect(grid).toHaveAttribute('aria-rowcount', '8');
    await userEvent.click(within(grid).getAllByRole('checkbox')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const box = await within(document.body).findByRole('alertdialog', { name: 'Delete for good?' });
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await expect(grid).toHaveAttribute('aria-rowcount', '8');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await within(document.body).findByRole('alertdialog', { name: 'Delete for good?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '7'));
  },
};

/** Keyboard: j moves, Enter opens the message with its body and attachments. */
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const grid = await screen.findByRole('grid', { name: 'Inbox' }, loaded);
    within(grid).getAllByRole('row')[0]!.focus();
    await userEvent.keyboard('j');
    await expect(within(grid).getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const article = await screen.findByRole('article', {}, loaded);
    await expect(within(article).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(article).getByText(/Hi Ada/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the folder' }));
    await expect(await screen.findByRole('grid', { name: 'Inbox' }, loaded)).toBeVisible();
  },
};

/** A message with attachments, each downloadable. */
export const MessageWithAttachment: Story = {
  args: { path: '/inbox/inbox/detail/msg-inbox-002' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const attachments = await screen.findByRole('region', { name: 'Attachments' }, loaded);
    await expect(within(attachments).getByRole('link', { name: 'Download timelogs.csv' })).toHaveAttribute(
      'href',
      'api/inbox/attachments/timelogs.csv',
    );
  },
};

/** A label narrows the folder to the messages carrying it; "All messages" shows the whole folder again. */
export const Labels: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const labels = await screen.findByRole('navigation', { name: 'Labels' }, loaded);
    const grid = await screen.findByRole('grid', { name: 'Inbox' }, loaded);
    await expect(grid).toHaveAttribute('aria-rowcount', '40');
    await expect(within(labels).getByRole('link', { name: 'All messages' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(labels).getByRole('link', { name: 'Finance' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '5'));
    await expect(within(labels).getByRole('link', { name: 'Finance' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(labels).getByRole('link', { name: 'All messages' })).not.toHaveAttribute(
      'aria-current',
    );
    for (const row of within(grid).getAllByRole('row'))
      await expect(within(row).getByText('Finance')).toBeVisible();
    await userEvent.click(within(labels).getByRole('link', { name: 'All messages' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '40'));
  },
};

/** A shared address with a label no message of the folder carries: the list says so. */
export const EmptyLabel: Story = {
  args: { path: '/inbox/draft?label=home' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByText('No messages labelled Home in this folder', {}, loaded),
    ).toBeVisible();
    const labels = screen.getByRole('navigation', { name: 'Labels' });
    await expect(within(labels).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
  },
};
