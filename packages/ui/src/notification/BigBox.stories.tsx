import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { NotificationBox } from './NotificationBox';
import { announced, variants, withNotifications } from './withNotifications';
import { useNotify } from './useNotify';

const meta = {
  title: 'Notifications/BigBox',
  component: NotificationBox,
  tags: ['autodocs'],
  args: {
    kind: 'big',
    variant: 'danger',
    title: '404 Not Found',
    content: 'The requested resource could not be found on this server.',
    number: 1,
    isShaking: false,
    onClose: fn(),
    onPauseChange: fn(),
    numberLabel: 'Number',
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['small', 'big'] },
    variant: { control: 'select', options: variants },
    number: { control: 'number' },
    icon: { control: false },
  },
} satisfies Meta<typeof NotificationBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('group', { name: '404 Not Found' });
    await expect(box).toHaveTextContent('Number 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Close 404 Not Found' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The original shook the box; this shake is a few pixels and off under reduced motion. */
export const Shaking: Story = { args: { isShaking: true } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {variants.map((variant, index) => (
        <NotificationBox
          key={variant}
          {...args}
          variant={variant}
          number={index + 1}
          title={variant[0]!.toUpperCase() + variant.slice(1)}
          content={`A big ${variant} notice.`}
        />
      ))}
    </div>
  ),
};

export const WithoutNumber: Story = {
  args: { number: undefined, variant: 'info', title: 'Layout saved', content: 'Widgets keep their place.' },
};

function FailingRequest() {
  const notify = useNotify();
  return (
    <Button
      variant="danger"
      onPress={() =>
        notify.httpError({
          status: 500,
          statusText: 'Internal Server Error',
          body: '{"error":"Database down"}',
        })
      }
    >
      Send failing request
    </Button>
  );
}

/** Every failed request shows this box, numbered by a running error count, for 6 seconds. */
export const HttpError: Story = {
  decorators: [withNotifications],
  render: () => <FailingRequest />,
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send failing request' });
    await userEvent.click(send);
    await userEvent.click(send);
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: '500 Internal Server Error' })).toHaveLength(2),
    );
    const [newest, oldest] = screen.getAllByRole('group', { name: '500 Internal Server Error' });
    await expect(newest).toHaveTextContent('Number 2');
    await expect(oldest).toHaveTextContent('Number 1');
    await expect(newest).toHaveAccessibleDescription('{"error":"Database down"}');
    await waitFor(() => expect(announced('assertive')).toContain('500 Internal Server Error.'));
  },
};
