import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ComponentPlaygroundPage from './ComponentPlaygroundPage';
import { inShellContent } from './shellContentDecorator';

const meta = {
  title: 'Screens/Misc/ComponentPlaygroundPage',
  component: ComponentPlaygroundPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComponentPlaygroundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing a prop redraws the preview and rewrites the JSX; each component keeps its edits. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The stage is drawn anew for each component, so it is looked up each time.
    const preview = () => canvas.getByTestId('playground-preview');
    const jsx = canvas.getByRole('region', { name: 'JSX of the preview' });
    await expect(within(preview()).getByRole('button', { name: 'Save changes' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'isDisabled' }));
    await expect(within(preview()).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    const text = canvas.getByRole('textbox', { name: 'children' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Publish');
    await expect(within(preview()).getByRole('button', { name: 'Publish' })).toBeVisible();
    await expect(jsx).toHaveTextContent('<Button variant="primary" size="md" isDisabled>Publish</Button>');

    // The keyboard picks another component: arrows move through the radio group.
    canvas.getByRole('radio', { name: 'Button' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Badge' })).toBeChecked();
    const count = canvas.getByRole('textbox', { name: 'count' });
    await userEvent.clear(count);
    await userEvent.type(count, '120{Enter}');
    await expect(preview()).toHaveTextContent('99+');
    await expect(jsx).toHaveTextContent('<Badge count={120} max={99} variant="danger" />');

    await userEvent.click(canvas.getByRole('radio', { name: 'Button' }));
    await expect(within(preview()).getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};
