import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TranslationDemo } from './translationSample';

const meta = {
  title: 'Services/TranslationProvider',
  component: TranslationDemo,
  tags: ['autodocs'],
  argTypes: { storage: { control: false } },
} satisfies Meta<typeof TranslationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hello Ada', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deutsch' }));
    await expect(await canvas.findByText('Posteingang')).toBeVisible();
    await expect(canvas.getByText(/Untranslated key/)).toBeVisible();
  },
};

export const RightToLeftLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'العربية' }));
    await expect(await canvas.findByText('البريد الوارد')).toBeVisible();
    await expect(canvas.getByText('البريد الوارد').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
