import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml, type SanitizeHtmlOptions } from './sanitizeHtml';

interface SanitizerPreviewProps extends SanitizeHtmlOptions {
  /** HTML from outside the app: a message body, a pasted document, a field of a record. */
  html: string;
}

/** What `sanitizeHtml` keeps of some HTML: the markup, drawn, and what it reports having removed. */
function SanitizerPreview({ html, ...options }: SanitizerPreviewProps) {
  const result = sanitizeHtml(html, options);
  return (
    <main>
      <h2>Drawn</h2>
      <SafeHtml data-testid="drawn" html={result} />
      <h2>Markup kept</h2>
      <pre data-testid="markup" style={{ whiteSpace: 'pre-wrap' }}>
        {result.html}
      </pre>
      <p>Unsafe content removed: {result.hasRemovedContent ? 'yes' : 'no'}</p>
      <p>Remote images held back: {result.blockedImages}</p>
    </main>
  );
}

const hostileHtml = [
  '<h3>Quarterly report</h3>',
  '<p onclick="window.__sanitizerStoryRan = true">Revenue grew <strong>12%</strong>.</p>',
  '<img src="x" onerror="window.__sanitizerStoryRan = true" alt="">',
  '<script>window.__sanitizerStoryRan = true</script>',
  '<a href="javascript:window.__sanitizerStoryRan = true">Open the figures</a>',
  '<img src="https://tracker.example/pixel.gif" alt="Logo">',
].join('\n');

const meta = {
  title: 'Data/sanitizeHtml',
  component: SanitizerPreview,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`sanitizeHtml(html, options)` is the one place HTML from outside the app is made safe before it is ' +
          'drawn: scripts, event handlers, forms, frames and `javascript:` links are removed, and it says ' +
          'whether it removed anything, so a screen can tell the reader. With `allowRemoteImages: false` ' +
          'images from other servers are held back, since loading one tells the sender the mail was read.',
      },
    },
  },
  args: { html: hostileHtml, allowRemoteImages: true, keepInlineStyles: false },
} satisfies Meta<typeof SanitizerPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HostileMarkup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const markup = canvas.getByTestId('markup').textContent ?? '';
    await expect(markup).toContain('<strong>12%</strong>');
    await expect(markup).not.toMatch(/<script|onclick|onerror|javascript:/i);
    await expect(canvas.getByText('Unsafe content removed: yes')).toBeVisible();
    await expect((window as { __sanitizerStoryRan?: boolean }).__sanitizerStoryRan).toBeUndefined();
  },
};

export const RemoteImagesHeldBack: Story = {
  args: { allowRemoteImages: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Remote images held back: 1')).toBeVisible();
    await expect(canvas.getByTestId('markup').textContent).not.toContain('tracker.example');
  },
};

export const CleanMarkup: Story = {
  args: { html: '<p>Nothing to remove, <em>only</em> text.</p>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unsafe content removed: no')).toBeVisible();
  },
};
