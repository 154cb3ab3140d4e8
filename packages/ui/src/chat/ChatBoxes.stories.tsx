import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ChatBoxes, type ChatBoxesProps } from './ChatBoxes';
import { chatUserName } from './chatEntities';
import { ChatProvider, useChatBoxesContext } from './ChatProvider';
import { sampleChatUsers } from './chatSample';

interface ChatBoxesStoryProps extends ChatBoxesProps {
  /** Ids of the users whose boxes are open when the story starts. */
  initiallyOpen: string[];
  /** Width kept free for the chat widget at the inline-end edge. */
  widgetWidth: number;
  onSend: () => void;
}

function OpenButtons({ initiallyOpen }: { initiallyOpen: string[] }) {
  const boxes = useChatBoxesContext()!;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    for (const id of initiallyOpen) {
      const user = sampleChatUsers.find((candidate) => candidate.id === id);
      if (user) boxes.openBox(user);
    }
  }, [boxes, initiallyOpen]);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {sampleChatUsers
        .filter((user) => user.status !== 'offline')
        .map((user) => (
          <Button key={user.id} size="sm" onPress={() => boxes.openBox(user)}>
            {`Chat with ${chatUserName(user)}`}
          </Button>
        ))}
    </div>
  );
}

function ChatBoxesStory({ initiallyOpen, widgetWidth, onSend, ...props }: ChatBoxesStoryProps) {
  return (
    <ChatProvider selfName="Ada" metrics={{ widgetWidth }} onSend={onSend}>
      {/* The transform makes this frame the boxes' containing block, so they sit at its bottom. */}
      <div style={{ transform: 'translateZ(0)', minHeight: 380, padding: 16 }}>
        <OpenButtons initiallyOpen={initiallyOpen} />
        <ChatBoxes {...props} />
      </div>
    </ChatProvider>
  );
}

const meta = {
  title: 'Widgets/ChatBoxes',
  component: ChatBoxesStory,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { initiallyOpen: ['mo'], widgetWidth: 0, hasEmoticons: true, onSend: fn() },
  argTypes: {
    initiallyOpen: { control: 'check', options: ['mo', 'jb', 'lh'] },
    widgetWidth: { control: { type: 'number', min: 0, max: 300, step: 10 } },
    state: { control: false },
    strings: { control: 'object' },
  },
} satisfies Meta<typeof ChatBoxesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The boxes' code loads with the first open box, so the first query waits for it.
const boxOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name: `Chat with ${name}` });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await boxOf(canvasElement, 'Mira Okafor');
    const field = within(box).getByRole('textbox', { name: 'Message to Mira Okafor' });
    await userEvent.click(field);
    await userEvent.keyboard('  {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(field).toHaveValue('');
    await userEvent.keyboard('  Lunch at one?  {Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(field).toHaveValue('');
    await expect(within(box).getByRole('log')).toHaveTextContent('Ada: Lunch at one?');
  },
};

export const OpenFromUser: Story = {
  args: { initiallyOpen: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with Lina Haddad' }));
    const box = await canvas.findByRole('region', { name: 'Chat with Lina Haddad' });
    await expect(box.style.getPropertyValue('--chat-box-offset')).toBe('35px');
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with Lina Haddad' }));
    await expect(canvas.getAllByRole('region', { name: /^Chat with/ })).toHaveLength(1);
  },
};

export const AlertMessage: Story = {
  args: { initiallyOpen: ['jb'] },
  play: async ({ canvasElement }) => {
    const box = await boxOf(canvasElement, 'Jonas Berg');
    await expect(within(box).getByText('Jonas Berg is in a meeting. Please do not disturb!')).toBeVisible();
  },
};

export const CloseShiftsBoxes: Story = {
  args: { initiallyOpen: ['mo', 'jb', 'lh'] },
  play: async ({ canvasElement }) => {
    await boxOf(canvasElement, 'Mira Okafor');
    const offset = (name: string) =>
      within(canvasElement)
        .getByRole('region', { name: `Chat with ${name}` })
        .style.getPropertyValue('--chat-box-offset');
    await expect([offset('Mira Okafor'), offset('Jonas Berg'), offset('Lina Haddad')]).toEqual([
      '35px',
      '270px',
      '505px',
    ]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close chat with Jonas Berg' }));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: 'Chat with Jonas Berg' })).toBeNull(),
    );
    await expect([offset('Mira Okafor'), offset('Lina Haddad')]).toEqual(['35px', '270px']);
  },
};

export const ToggleContent: Story = {
  play: async ({ canvasElement }) => {
    const box = await boxOf(canvasElement, 'Mira Okafor');
    const title = within(box).getByRole('button', { name: 'Mira Okafor (Online)' });
    await userEvent.click(title);
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await expect(within(box).queryByRole('log')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    await expect(within(box).getByRole('log')).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'Minimise chat with Mira Okafor' }));
    await expect(within(box).queryByRole('log')).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Restore chat with Mira Okafor' }));
    await expect(within(box).getByRole('log')).toBeVisible();
  },
};

export const BesideWidget: Story = { args: { initiallyOpen: ['mo', 'lh'], widgetWidth: 300 } };
