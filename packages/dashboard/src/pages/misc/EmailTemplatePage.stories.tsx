import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import EmailTemplatePage from './EmailTemplatePage';
import { inShellContent } from './shellContentDecorator';

const meta = {
  title: 'Screens/Misc/EmailTemplatePage',
  component: EmailTemplatePage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmailTemplatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The email renders in a frame that runs no scripts; its source, shown below it, copies from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page draws its email and source view once their code has loaded: on a busy machine, seconds.
    const loaded = { timeout: 10_000 };
    const frame = await canvas.findByTitle<HTMLIFrameElement>('Order confirmation email', {}, loaded);
    // An empty sandbox: the email may run no script and cannot reach the page.
    await expect(frame.getAttribute('sandbox')).toBe('');
    await expect(frame.srcdoc).toContain('Thanks for your order, Mara!');

    const clipboard = { writeText: fn(async () => undefined) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    const source = await canvas.findByRole('region', { name: 'Email HTML source' }, loaded);
    await waitFor(() => expect(source).toHaveTextContent('<table role="presentation"'), loaded);
    await expect(source.textContent).not.toMatch(/<script/i);
    canvas.getByRole('button', { name: 'Copy HTML' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Copied to the clipboard.'),
      loaded,
    );
    await expect(clipboard.writeText).toHaveBeenCalledWith(source.textContent);
  },
};
