import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';
import { richTextSample, wordProcessorClipboard } from './richTextSample';

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  args: {
    label: 'Quarterly update',
    defaultValue: richTextSample,
    toolbar: 'standard',
    height: 380,
    onChange: fn(),
  },
  argTypes: {
    toolbar: { control: 'inline-radio', options: ['standard', 'full'] },
    height: { control: 'number' },
    defaultValue: { control: 'text' },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dispatches a paste of `html` into the focused editor, as a browser does. */
function paste(target: Element, html: string) {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/html', html);
  clipboardData.setData('text/plain', html.replace(/<[^>]*>/g, ''));
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
}

/** The common formatting; the code loads on first use. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const document = await screen.findByRole('textbox', { name: 'Quarterly update' });
    await expect(within(document).getByRole('heading', { name: 'Quarterly update' })).toBeVisible();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    await expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(within(toolbar).queryByRole('button', { name: 'Code block' })).toBeNull();
  },
};

/** Every tool, as a page that edits whole documents shows them. */
export const FullToolbar: Story = {
  args: { toolbar: 'full' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('textbox', { name: 'Quarterly update' });
    for (const name of ['Code block', 'Horizontal line', 'Clear formatting', 'Heading 4'])
      await expect(screen.getByRole('button', { name })).toBeVisible();
  },
};

/** Bold from the toolbar, italic from the keyboard; the buttons show the selection's formats. */
export const Formatting: Story = {
  args: { defaultValue: '<p>Plain words</p>' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const document = await screen.findByRole('textbox', { name: 'Quarterly update' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    await userEvent.click(document);
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Control>}i{/Control}');
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><strong><em>Plain words</em></strong></p>'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    await expect(within(document).getByRole('heading', { level: 2, name: 'Plain words' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await expect(within(document).queryByRole('heading')).toBeNull();
  },
};

/** Alt+F10 reaches the toolbar from the text; arrow keys move between its buttons, Enter applies one. */
export const ToolbarKeyboard: Story = {
  args: { defaultValue: '<p>Agenda</p>' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const document = await screen.findByRole('textbox', { name: 'Quarterly update' });
    await userEvent.click(document);
    await userEvent.keyboard('{Alt>}{F10}{/Alt}');
    await expect(screen.getByRole('button', { name: 'Heading 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(document).getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The link dialog refuses a script address with a message, keeps what was typed, and links a web address. */
export const LinkDialog: Story = {
  args: { defaultValue: '<p>Our pricing page</p>' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const document = await screen.findByRole('textbox', { name: 'Quarterly update' });
    await userEvent.click(document);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await body.findByRole('dialog', { name: 'Insert link' });
    const address = within(dialog).getByRole('textbox', { name: /Address/ });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(address).toHaveAccessibleDescription(/Enter a web address/);
    await expect(address).toHaveValue('javascript:alert(1)');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/pricing{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(document).getByRole('link', { name: 'Our pricing page' })).toHaveAttribute(
      'href',
      'https://example.com/pricing',
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = String((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0]);
    await expect(html).toMatch(
      /^<p><a [^>]*href="https:\/\/example\.com\/pricing"[^>]*>Our pricing page<\/a><\/p>$/,
    );
    await expect(html).toMatch(/rel="noopener noreferrer"/);
  },
};

/** A paste from a word processor keeps headings, marks, lists, tables and links, and nothing else. */
export const PasteFromWordProcessor: Story = {
  args: { defaultValue: '' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const document = await screen.findByRole('textbox', { name: 'Quarterly update' });
    await userEvent.click(document);
    paste(document, wordProcessorClipboard);
    await expect(
      await within(document).findByRole('heading', { level: 1, name: 'Meeting notes' }),
    ).toBeVisible();
    await expect(within(document).getByText('ship on Friday').tagName).toBe('STRONG');
    await expect(within(document).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(document).getByRole('table')).toBeVisible();
    await expect(within(document).getByRole('link', { name: 'Ann' })).toHaveAttribute(
      'href',
      'mailto:ann@example.com',
    );
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = String((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0]);
    await expect(html).not.toMatch(/<script|<style|onclick|style=|class=|Mso/i);
  },
};
