import styled from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { NotificationProvider } from '../notification';
import { defaultLayoutSettings } from './layoutSettingsReducer';
import { LayoutSettingsPanel } from './LayoutSettingsPanel';

// A frame shaped like the shell's: a header, a ribbon that ends with the gear, and a long page whose
// right-column widget has its close button at the inline-end edge.
const Header = styled.header`
  height: ${({ theme }) => theme.layout.headerHeight}px;
`;
const Ribbon = styled.section`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.ribbonHeight}px;
`;
const Page = styled.main`
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  padding-block-start: 300px;
  height: 3000px;
`;

/** As small as a widget header's last icon button. */
const CloseButton = styled.button`
  width: 26px;
  height: 26px;
`;

function Frame() {
  return (
    <NotificationProvider>
      <Header />
      <Ribbon aria-label="Ribbon">
        <span>Home / Dashboard</span>
        <LayoutSettingsPanel
          gearPlacement="inline"
          settings={defaultLayoutSettings}
          onOptionChange={vi.fn()}
          onSkinChange={vi.fn()}
          onFactoryReset={vi.fn()}
        />
      </Ribbon>
      <Page>
        <CloseButton type="button" aria-label="Delete widget">
          ×
        </CloseButton>
      </Page>
    </NotificationProvider>
  );
}

const gear = () => page.getByRole('button', { name: 'Layout settings' });
/** The element a pointer at the centre of `element` would reach. */
const topmostAt = (element: Element) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
};

describe('LayoutSettingsPanel with its gear inline', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('keeps the gear at the end of its row, covering no button of the page however far it scrolls', async () => {
    for (const [width, height] of [
      [1440, 900],
      [375, 700],
    ] as const) {
      await page.viewport(width, height);
      const screen = await renderWithTheme(<Frame />);
      const close = page.getByRole('button', { name: 'Delete widget' }).element();
      expect(Math.round(gear().element().getBoundingClientRect().right)).toBe(width);
      // Scroll the widget's close button up to just under the header, where a fixed gear would sit.
      window.scrollTo(0, close.getBoundingClientRect().top - 60);
      await expect.poll(() => topmostAt(close)).toBe(close);
      await screen.unmount();
    }
  });

  it('opens the panel below the ribbon, beside the gear rather than over it', async () => {
    await page.viewport(1440, 900);
    await renderWithTheme(<Frame />);
    await gear().click();
    const dialog = page.getByRole('dialog', { name: 'Layout settings' });
    await expect.element(dialog).toBeVisible();
    const ribbonBottom = gear().element().parentElement!.getBoundingClientRect().bottom;
    expect(dialog.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(ribbonBottom);
    await expect.element(gear()).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();
  });
});
