import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { SampleLink } from '../nav-menu/navMenuSample';
import { ShortcutPanel, shortcutCloseDelayMs } from './ShortcutPanel';
import { sampleShortcuts } from './shortcutSample';

function Demo() {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <Button ref={triggerRef} onPress={() => setOpen((open) => !open)}>
        Shortcuts
      </Button>
      {/* Below the panel, which covers the top of the page like the original's. */}
      <p style={{ marginBlockStart: 400 }}>Page text</p>
      <ShortcutPanel
        isOpen={isOpen}
        onOpenChange={setOpen}
        items={sampleShortcuts}
        linkComponent={SampleLink}
        triggerRef={triggerRef}
      />
    </main>
  );
}

const panel = () => page.getByRole('dialog', { name: 'Shortcuts' });

describe('ShortcutPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('opens with the six tiles, moves focus into them and passes axe', async () => {
    await renderWithTheme(<Demo />);
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await expect.element(panel()).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Mail' })).toHaveFocus();
    expect(panel().getByRole('link').all()).toHaveLength(6);
    await expectNoAxeViolations();
  });

  it('closes on a click outside it', async () => {
    await renderWithTheme(<Demo />);
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await expect.element(panel()).toBeVisible();
    await page.getByText('Page text').click({ force: true });
    await expect.poll(() => panel().query()).toBeNull();
  });

  it('hides 300 ms after a tile is followed, not before', async () => {
    await renderWithTheme(<Demo />);
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await expect.element(panel()).toBeVisible();
    vi.useFakeTimers();
    await userEvent.click(page.getByRole('link', { name: 'Invoice' }));
    vi.advanceTimersByTime(shortcutCloseDelayMs - 20);
    expect(panel().query()).not.toBeNull();
    vi.advanceTimersByTime(40);
    vi.useRealTimers();
    await expect.poll(() => panel().query()).toBeNull();
  });
});
