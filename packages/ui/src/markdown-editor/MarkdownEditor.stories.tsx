import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MarkdownEditor } from './MarkdownEditor';
import { markdownSample } from './markdownSample';

const meta = {
  title: 'Forms/MarkdownEditor',
  component: MarkdownEditor,
  tags: ['autodocs'],
  args: {
    label: 'Release notes',
    defaultValue: markdownSample,
    layout: 'auto',
    height: 380,
    onChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['auto', 'split', 'tabs'] },
    height: { control: 'number' },
    defaultValue: { control: 'text' },
    value: { control: false },
  },
} satisfies Meta<typeof MarkdownEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side: what is typed shows at once in the preview. */
export const Split: Story = {
  args: { layout: 'split' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const field = await screen.findByRole('textbox', { name: 'Release notes' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    await expect(within(preview).getByRole('heading', { level: 2, name: 'Release 2.4' })).toBeVisible();
    await expect(within(preview).getByRole('table')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '# Hello');
    await expect(await within(preview).findByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('# Hello');
  },
};

/** Write and Preview tabs, as on a phone. */
export const Tabs: Story = {
  args: { layout: 'tabs' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('textbox', { name: 'Release notes' });
    await expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await expect(within(preview).getByRole('link', { name: 'changelog' })).toHaveAttribute(
      'href',
      'https://example.com/changelog',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    await expect(screen.getByRole('textbox', { name: 'Release notes' })).toHaveValue(markdownSample);
  },
};

/** The toolbar and the shortcuts wrap the selection or prefix its lines. */
export const Formatting: Story = {
  args: { layout: 'split', defaultValue: 'ship it' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Release notes' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    field.focus();
    field.setSelectionRange(0, 4);
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await expect(field).toHaveValue('**ship** it');
    await waitFor(() => expect(within(preview).getByText('ship').tagName).toBe('STRONG'));
    await userEvent.keyboard('{Control>}i{/Control}');
    await expect(field).toHaveValue('**_ship_** it');
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await expect(field).toHaveValue('- **_ship_** it');
    await waitFor(() => expect(within(preview).getAllByRole('listitem')).toHaveLength(1));
  },
};

/** Raw HTML in the markdown formats the preview but never runs. */
export const HostileMarkdown: Story = {
  args: {
    layout: 'split',
    defaultValue:
      '**Safe** <img src=x onerror="window.__pwned = true"> <a href="javascript:window.__pwned = true">link</a>\n\n<script>window.__pwned = true</script><style>body{display:none}</style>',
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await expect(within(preview).getByText('Safe').tagName).toBe('STRONG');
    await expect(preview.querySelector('script, style, [onerror]')).toBeNull();
    await expect(within(preview).getByText('link')).not.toHaveAttribute('href');
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  },
};
