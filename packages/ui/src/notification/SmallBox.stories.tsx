import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { NotificationBox } from './NotificationBox';
import { announced, variants, withNotifications } from './withNotifications';
import { useNotify } from './useNotify';

const meta = {
  title: 'Notifications/SmallBox',
  component: NotificationBox,
  tags: ['autodocs'],
  args: {
    kind: 'small',
    variant: 'success',
    title: 'Congratulations!',
    content: 'Smart wizard finished',
    onClose: fn(),
    onPauseChange: fn(),
    closeLabel: 'Close',
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['small', 'big'] },
    variant: { control: 'select', options: variants },
    icon: { control: false },
    number: { control: false },
    isShaking: { control: false },
  },
} satisfies Meta<typeof NotificationBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('group', { name: 'Congratulations!' });
    await expect(box).toHaveAccessibleDescription('Smart wizard finished');
    await userEvent.hover(box);
    await expect(args.onPauseChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(box);
    await expect(args.onPauseChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    const close = canvas.getByRole('button', { name: 'Close Congratulations!' });
    await expect(close).toHaveFocus();
    await expect(args.onPauseChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {variants.map((variant) => (
        <NotificationBox
          key={variant}
          {...args}
          variant={variant}
          title={variant[0]!.toUpperCase() + variant.slice(1)}
          content={`A ${variant} notice.`}
        />
      ))}
    </div>
  ),
};

export const WithoutIcon: Story = { args: { icon: null, variant: 'info', title: 'Sound on' } };

export const CustomIcon: Story = {
  args: {
    variant: 'neutral',
    title: 'Microphone',
    content: 'Voice commands are listening.',
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
        <rect x="9" y="3" width="6" height="11" rx="3" />
        <path d="M6 11a6 6 0 0 0 12 0h-2a4 4 0 0 1-8 0zM11 18h2v3h-2z" />
      </svg>
    ),
  },
};

export const WithoutCloseButton: Story = {
  args: { onClose: undefined, title: 'Saved', content: 'Your changes are stored.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

function WizardNotice() {
  const notify = useNotify();
  return (
    <Button
      variant="success"
      onPress={() =>
        notify.small({
          title: 'Congratulations!',
          content: 'Smart wizard finished',
          variant: 'success',
          timeout: 4000,
        })
      }
    >
      Finish wizard
    </Button>
  );
}

/** Raised through `useNotify().small(...)`: slides in top-right, stays 4 s, pauses while hovered. */
export const RaisedFromAHook: Story = {
  decorators: [withNotifications],
  render: () => <WizardNotice />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finish wizard' }));
    const box = await screen.findByRole('group', { name: 'Congratulations!' });
    await waitFor(() => expect(announced('polite')).toBe('Congratulations! Smart wizard finished'));
    await userEvent.click(within(box).getByRole('button', { name: 'Close Congratulations!' }));
    await waitFor(() => expect(box).not.toBeInTheDocument());
  },
};
