import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeView } from './CodeView';

const sample = `<table role="presentation" width="100%">
  <tr>
    <td style="padding: 24px; font-family: Arial, sans-serif;">Your order has shipped.</td>
  </tr>
</table>`;

const meta = {
  title: 'Content/CodeView',
  component: CodeView,
  tags: ['autodocs'],
  args: { code: sample, label: 'Email source', onCopy: fn() },
  argTypes: { maxBlockSize: { control: 'text' } },
} satisfies Meta<typeof CodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing Copy puts the code on the clipboard and says so. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Email source' })).toHaveTextContent(
      'Your order has shipped.',
    );
    const clipboard = { writeText: fn(async () => undefined) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    canvas.getByRole('button', { name: 'Copy' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied to the clipboard.'));
    await expect(clipboard.writeText).toHaveBeenCalledWith(sample);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
  },
};

/** Where the browser refuses the clipboard, the message asks to copy by hand; the code stays selectable. */
export const ClipboardRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clipboard = { writeText: fn(async () => Promise.reject(new Error('denied'))) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Select the code and copy it instead.'),
    );
  },
};

/** Long code scrolls inside a capped height; the block takes focus so a keyboard can scroll it. */
export const Capped: Story = {
  args: { maxBlockSize: '6em', code: Array.from({ length: 30 }, (_, line) => `line ${line + 1}`).join('\n') },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Email source' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};
