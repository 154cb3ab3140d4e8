import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createFakeRecognizer } from './test/createFakeRecognizer';
import { VoiceCommandDemo } from './VoiceCommandDemo';

// Storybook has no microphone to rely on: the recogniser is a fake that "hears" what is typed into Say.
const meta = {
  title: 'Shell/VoiceCommand',
  component: VoiceCommandDemo,
  tags: ['autodocs'],
  args: { kit: null },
  argTypes: { kit: { control: false }, storageKey: { control: 'text' } },
} satisfies Meta<typeof VoiceCommandDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listening: Story = {
  render: (args) => <VoiceCommandDemo {...args} kit={createFakeRecognizer()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const microphone = canvas.getByRole('button', { name: 'Voice command' });
    await userEvent.click(microphone);
    await expect(microphone).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Say' }), 'Show widgets{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Command: show widgets');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Say' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Say' }), 'open sesame{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Error: open sesame no match found!');
  },
};

export const HelpList: Story = {
  render: (args) => <VoiceCommandDemo {...args} kit={createFakeRecognizer()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voice command' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Say' }), 'help{Enter}');
    const help = await screen.findByRole('dialog', { name: 'Voice commands' });
    // The dialog fades in; its text counts as visible once the fade is under way.
    await waitFor(() => expect(within(help).getByText('go back')).toBeVisible());
    await userEvent.click(within(help).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Where the browser has no speech recognition the microphone button is not offered at all. */
export const Unsupported: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Voice command' })).toBeNull();
  },
};
