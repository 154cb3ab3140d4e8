import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { announced, withNotifications } from './withNotifications';
import { useNotify } from './useNotify';

function Playground() {
  const notify = useNotify();
  const [answer, setAnswer] = useState('none yet');
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button
          variant="info"
          onPress={() =>
            notify.small({ title: 'Sound on', content: 'Voice feedback is back.', timeout: 5000 })
          }
        >
          Small box
        </Button>
        <Button
          onPress={() => {
            notify.small({ title: 'First notice', content: 'Oldest of three.', variant: 'neutral' });
            notify.small({ title: 'Second notice', content: 'In the middle.', variant: 'warning' });
            notify.small({ title: 'Third notice', content: 'Newest, on top.', variant: 'info' });
          }}
        >
          Stack three
        </Button>
        <Button
          variant="danger"
          onPress={() => notify.httpError({ status: 404, statusText: 'Not Found', body: 'No such widget.' })}
        >
          HTTP error
        </Button>
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
          Wizard notice
        </Button>
        <Button
          variant="warning"
          onPress={async () =>
            setAnswer(
              await notify.confirm({
                title: 'Delete widget',
                content: 'Warning: This action cannot be undone!',
                buttons: ['No', 'Yes'],
              }),
            )
          }
        >
          Confirm
        </Button>
        <Button onPress={() => notify.dismiss()}>Dismiss all</Button>
      </div>
      <p>Confirm answered: {answer}</p>
    </div>
  );
}

const meta = {
  title: 'Notifications/Playground',
  tags: ['autodocs'],
  decorators: [withNotifications],
  render: () => <Playground />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const press = (name: string) => userEvent.click(canvas.getByRole('button', { name }));

    await step('stack three small boxes, newest on top, without overlap', async () => {
      await press('Stack three');
      const boxes = await screen.findAllByRole('group', { name: /notice$/ });
      await expect(boxes.map((box) => box.textContent)).toEqual([
        expect.stringContaining('Third'),
        expect.stringContaining('Second'),
        expect.stringContaining('First'),
      ]);
      const rects = boxes.map((box) => box.getBoundingClientRect());
      await expect(rects[0]!.bottom).toBeLessThanOrEqual(rects[1]!.top);
      await expect(rects[1]!.bottom).toBeLessThanOrEqual(rects[2]!.top);
      await waitFor(() => expect(announced('polite')).toContain('Third notice. Newest, on top.'));
    });

    await step('the HTTP error box counts errors and is announced assertively', async () => {
      await press('HTTP error');
      await press('HTTP error');
      await waitFor(() => expect(screen.getAllByRole('group', { name: '404 Not Found' })).toHaveLength(2));
      await expect(screen.getAllByRole('group', { name: '404 Not Found' })[0]).toHaveTextContent('Number 2');
      await waitFor(() => expect(announced('assertive')).toContain('404 Not Found. No such widget.'));
    });

    await step('the wizard notice is a success box', async () => {
      await press('Wizard notice');
      const box = await screen.findByRole('group', { name: 'Congratulations!' });
      await expect(box).toHaveAttribute('data-variant', 'success');
    });

    await step('dismiss one with its close button, then all', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Close Third notice' }));
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Third notice' })).toBeNull());
      await press('Dismiss all');
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
    });

    await step('confirm with the keyboard and show the answer', async () => {
      const confirm = canvas.getByRole('button', { name: 'Confirm' });
      confirm.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('alertdialog', { name: 'Delete widget' });
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByText('Confirm answered: Yes')).toBeVisible());
      await expect(confirm).toHaveFocus();
    });

    await step('leave a box open for the accessibility check', async () => {
      await press('Small box');
      await screen.findByRole('group', { name: 'Sound on' });
    });
  },
};
