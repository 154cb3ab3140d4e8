import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const hostileHtml = [
  '<h3>Release notes</h3>',
  '<p onclick="window.__safeHtmlStoryRan = true">Exports are <strong>twice as fast</strong>.</p>',
  '<img src="x" onerror="window.__safeHtmlStoryRan = true" alt="">',
  '<script>window.__safeHtmlStoryRan = true</script>',
  '<a href="javascript:window.__safeHtmlStoryRan = true">Read more</a>',
].join('\n');

const meta = {
  title: 'Data/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`SafeHtml` is the one component that writes HTML into the page. Give it HTML from outside the app ' +
          '(or what `sanitizeHtml` returned) and it draws the sanitised markup into the chosen element; where ' +
          "the browser has Trusted Types the markup arrives as the `atrium` policy's `TrustedHTML`.",
      },
    },
  },
  args: { html: hostileHtml, as: 'article', 'aria-label': 'Release notes' },
  argTypes: {
    html: { control: 'text' },
    as: { control: 'inline-radio', options: ['div', 'article', 'section'] },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HostileMarkupInert: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Release notes' });
    await expect(within(article).getByText('twice as fast')).toBeVisible();
    await expect(article.querySelector('script, [onclick], [onerror]')).toBeNull();
    await expect(within(article).getByText('Read more')).not.toHaveAttribute('href');
    await expect((window as { __safeHtmlStoryRan?: boolean }).__safeHtmlStoryRan).toBeUndefined();
  },
};

export const PlainFormatting: Story = {
  args: { html: '<p>Only <em>formatting</em> here.</p>', as: 'section', 'aria-label': 'Note' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Note' });
    await expect(within(section).getByText('formatting').tagName).toBe('EM');
  },
};
