import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { SampleLink } from '../nav-menu/navMenuSample';
import { ShortcutPanel } from './ShortcutPanel';
import { sampleShortcuts } from './shortcutSample';

function ShortcutDemo({ defaultOpen, currentHref }: { defaultOpen: boolean; currentHref?: string }) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={triggerRef} aria-expanded={isOpen} onPress={() => setOpen((open) => !open)}>
        Shortcuts
      </Button>
      <ShortcutPanel
        isOpen={isOpen}
        onOpenChange={setOpen}
        items={sampleShortcuts}
        linkComponent={SampleLink}
        triggerRef={triggerRef}
        currentHref={currentHref}
      />
    </>
  );
}

const meta = {
  title: 'Layout/ShortcutPanel',
  component: ShortcutDemo,
  tags: ['autodocs'],
  args: { defaultOpen: false, currentHref: '#/gallery' },
  argTypes: { currentHref: { control: 'select', options: sampleShortcuts.map((item) => item.href) } },
} satisfies Meta<typeof ShortcutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shortcuts' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Shortcuts' });
    await expect(within(panel).getAllByRole('link')).toHaveLength(6);
    // The page on screen is marked, and the mail tile tells how many messages are unread.
    await expect(within(panel).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(panel).getByRole('link', { name: 'Calendar' })).not.toHaveAttribute('aria-current');
    await expect(within(panel).getByRole('link', { name: /^Mail\s?14 unread$/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shortcuts' })).toBeNull());
    // Focus goes back in the frame after the panel has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Shortcuts' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Calendar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shortcuts' })).toBeNull());
  },
};
