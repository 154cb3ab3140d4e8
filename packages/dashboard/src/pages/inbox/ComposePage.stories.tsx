import { NotificationProvider } from '@atrium/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/client';
import { DataProvider } from '../../api/DataProvider';
import { memoryStore } from '../../data/keyValueStore';
import { localAdapter } from '../../data/localAdapter';
import type { DataAdapter } from '../../data/resource';
import { inShellContent } from '../misc/shellContentDecorator';
import ComposePage from './ComposePage';
import InboxPage from './InboxPage';

// Each story starts from the demo's generated messages in a fresh store, so changes never leak between them.
let store = memoryStore();

/** The browser store, refusing every change the way a failing server does. */
const refusingWrites = (): DataAdapter => ({
  resource(definition, environment) {
    const inner = localAdapter({ store }).resource(definition, environment);
    const refuse = (): Promise<never> => {
      const error = new ApiError(`api/${definition.name}`, 500, 'Internal Server Error', '');
      environment.onError?.(error);
      return Promise.reject(error);
    };
    return { ...inner, create: refuse, update: refuse, remove: refuse };
  },
});

/** The inbox's routes around the story, starting at `path`; `failWrites` makes the backend refuse changes. */
function ComposeRoutes({ path, failWrites = false }: { path: string; failWrites?: boolean }) {
  return (
    <NotificationProvider>
      <DataProvider baseUrl="api" data={failWrites ? refusingWrites() : localAdapter({ store })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/inbox/:folder" element={<InboxPage />} />
            <Route path="/inbox/:folder/compose" element={<ComposePage />} />
            <Route path="/inbox/:folder/replay/:message" element={<ComposePage />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </NotificationProvider>
  );
}

const meta = {
  title: 'Screens/Inbox/ComposePage',
  component: ComposeRoutes,
  tags: ['autodocs'],
  args: { path: '/inbox/inbox/compose', failWrites: false },
  argTypes: { path: { control: 'text' }, failWrites: { control: 'boolean' } },
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    store = memoryStore();
  },
} satisfies Meta<typeof ComposeRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = { timeout: 15_000 };

/** A new message: a wrong address is named, then sending takes a second and lands the message in Sent. */
export const Compose: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const to = await screen.findByRole('textbox', { name: 'To' }, loaded);
    await userEvent.type(to, 'mira.okafor@atrium.example, nope');
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Board pack');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Slides attached.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('Not an e-mail address: nope')).toBeVisible();
    await userEvent.clear(to);
    await userEvent.type(to, 'Mira Okafor <mira.okafor@atrium.example>');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(screen.getByRole('progressbar', { name: 'Sending…' })).toBeVisible();
    await screen.findByRole('grid', { name: 'Inbox' }, { timeout: 3000 });
    await userEvent.click(screen.getByRole('link', { name: 'Sent' }));
    const sent = await screen.findByRole('grid', { name: 'Sent' }, loaded);
    await waitFor(() => expect(sent).toHaveAttribute('aria-rowcount', '13'));
    await expect(within(sent).getByText('Board pack')).toBeVisible();
  },
};

/** A reply: addressed to the sender, "Re:" before the subject and the original quoted under the text. */
export const Reply: Story = {
  args: { path: '/inbox/inbox/replay/msg-inbox-001' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const value = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name }).value;
    await screen.findByRole('textbox', { name: 'Subject' }, loaded);
    await expect(value('Subject')).toMatch(/^Re: \w/);
    await expect(value('To')).toMatch(/^[^<>]+ <[^@]+@atrium\.example>$/);
    await expect(value('Message')).toMatch(/wrote:\n> Hi Ada,\n>\n> \w/);
  },
};

/** A draft is saved while it is written; discarding asks first and then deletes it. */
export const SaveAndDiscard: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Subject' }, loaded), 'Notes');
    await expect(await screen.findByText(/^Draft saved at/, {}, { timeout: 3000 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const box = await within(document.body).findByRole('alertdialog', { name: 'Discard this message?' });
    await userEvent.click(within(box).getByRole('button', { name: 'Discard' }));
    await expect(await screen.findByRole('grid', { name: 'Inbox' }, loaded)).toBeVisible();
  },
};

/** The server refuses the message: the form stays filled and says why. */
export const FailedSend: Story = {
  args: { failWrites: true },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'To' }, loaded),
      'jonas.berg@atrium.example',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('The message was not sent.', {}, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Keep me'));
  },
};

/** Leaving with unsaved text: closing the tab asks first, and moving elsewhere in the app keeps it as a draft. */
export const LeaveKeepsTheDraft: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Subject' }, loaded), 'Half written');
    // Before the draft's save a moment after typing: the browser's "leave this page?" question is asked.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    await expect(leaving.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('link', { name: 'Draft' }, loaded));
    const drafts = await screen.findByRole('grid', { name: 'Draft' }, loaded);
    await waitFor(() => expect(within(drafts).getByText('Half written')).toBeVisible());
  },
};
