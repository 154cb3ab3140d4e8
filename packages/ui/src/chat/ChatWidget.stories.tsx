import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatBoxes } from './ChatBoxes';
import { ChatProvider } from './ChatProvider';
import { sampleChatMessages, sampleChatUsers } from './chatSample';
import { ChatWidget } from './ChatWidget';

const meta = {
  title: 'Widgets/ChatWidget',
  component: ChatWidget,
  tags: ['autodocs'],
  args: {
    users: sampleChatUsers,
    defaultMessages: sampleChatMessages,
    selfName: 'Ada Lindqvist',
    defaultStatus: 'online',
    hasEmoticons: true,
    onSend: fn(),
    onStatusChange: fn(),
    onOpenUser: fn(),
  },
  argTypes: {
    users: { control: false },
    messages: { control: false },
    defaultMessages: { control: false },
    defaultStatus: { control: 'select', options: ['online', 'busy', 'away', 'offline'] },
    status: { control: 'select', options: ['online', 'busy', 'away', 'offline'] },
    formatDate: { control: false },
    now: { control: false },
    strings: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portalled menus render into the body, outside the story canvas. */
const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.click(field);
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(field).toHaveValue('');
    await userEvent.keyboard('  On my way :)  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ body: 'On my way :)' }));
    await expect(field).toHaveValue('');
    const log = canvas.getByRole('log', { name: 'Messages' });
    await expect(within(log).getByText('On my way', { exact: false })).toBeVisible();
  },
};

export const StatusChange: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('combobox', { name: 'Your status' });
    await expect(status).toHaveTextContent('Online');
    await userEvent.click(status);
    await userEvent.click(await body().findByRole('option', { name: 'Away' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('away');
    await expect(status).toHaveTextContent('Away');
    status.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('offline');
    await expect(status).toHaveTextContent('Log Off');
  },
};

export const OfflineUser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tomás Rivera (Offline)' }));
    await expect(args.onOpenUser).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Tomás Rivera is offline until Monday');
    await userEvent.click(canvas.getByRole('button', { name: 'Mira Okafor (Online)' }));
    await expect(args.onOpenUser).toHaveBeenCalledWith(expect.objectContaining({ id: 'mo' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Empty: Story = {
  args: { defaultMessages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No messages yet.')).toBeVisible();
  },
};

export const Busy: Story = { args: { defaultStatus: 'busy' } };

export const WithoutEmoticons: Story = {
  args: { hasEmoticons: false },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Messages' });
    await expect(within(log).getByText('Thanks for the file, Mira :)')).toBeVisible();
    await expect(within(log).queryByRole('img', { name: 'smiling face' })).toBeNull();
  },
};

/** The widget and `ChatBoxes` sharing a `ChatProvider`: picking a user opens a box at the bottom. */
export const OpensChatBoxes: Story = {
  args: { onOpenUser: undefined },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ChatProvider selfName="Ada Lindqvist" metrics={{ widgetWidth: 0 }}>
      <div style={{ padding: 16, transform: 'translateZ(0)', minHeight: 720 }}>
        <ChatWidget {...args} />
        <ChatBoxes />
      </div>
    </ChatProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mira Okafor (Online)' }));
    const box = await canvas.findByRole('region', { name: 'Chat with Mira Okafor' });
    await userEvent.click(within(box).getByRole('textbox', { name: 'Message to Mira Okafor' }));
    await userEvent.keyboard('Hello!{Enter}');
    await waitFor(() => expect(within(box).getByRole('log')).toHaveTextContent('Ada Lindqvist: Hello!'));
  },
};
