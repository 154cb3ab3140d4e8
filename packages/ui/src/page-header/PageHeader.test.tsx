import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { glass } from '../theme';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { PageHeader } from './PageHeader';

const stats = (
  <>
    <span>Revenue $48,210</span>
    <span>Orders 1,936</span>
  </>
);

describe('PageHeader', () => {
  it('is the page’s level-one heading, named by title and subtitle without the visual chevron', async () => {
    await renderWithTheme(<PageHeader title="Dashboard" subtitle="My Dashboard" />);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.element(heading).toHaveAccessibleName('Dashboard, My Dashboard');
    await expect.element(heading).toHaveTextContent('>');
  });

  it('keeps the chevron between title and subtitle in a mirrored layout around English', async () => {
    const { container } = await renderWithTheme(<PageHeader title="Dashboard" subtitle="Social Wall" />, {
      direction: 'rtl',
      locale: 'en-US',
    });
    const box = (element: Element | null | undefined) => element!.getBoundingClientRect();
    const chevron = box(container.querySelector('[aria-hidden="true"]'));
    const subtitle = box(page.getByText('Social Wall').element());
    const title = box(page.getByText('Dashboard').element());
    // Right to left: title, then the chevron, then the subtitle.
    expect(chevron.left).toBeGreaterThanOrEqual(subtitle.right - 1);
    expect(title.left).toBeGreaterThanOrEqual(chevron.right - 1);
  });

  it('draws the title at 24 px light and the subtitle at 16 px', async () => {
    await renderWithTheme(<PageHeader title="Widgets" subtitle="All widgets" />);
    const title = page.getByRole('heading', { level: 1 }).element();
    const subtitle = page.getByText('All widgets').element();
    expect(getComputedStyle(title).fontSize).toBe('24px');
    expect(getComputedStyle(title).fontWeight).toBe('300');
    expect(getComputedStyle(subtitle).fontSize).toBe('16px');
  });

  it('hides the icon from assistive technology and keeps it out of the name', async () => {
    await renderWithTheme(<PageHeader title="Inbox" icon={<svg data-icon="inbox" viewBox="0 0 1 1" />} />);
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Inbox');
    const icon = document.querySelector('[data-icon="inbox"]')!;
    expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the aside as a named group beside the title on wide screens', async () => {
    await page.viewport(1280, 800);
    await renderWithTheme(
      <div style={{ width: 1000 }}>
        <PageHeader title="Dashboard" aside={stats} asideLabel="Today at a glance" />
      </div>,
    );
    const group = page.getByRole('group', { name: 'Today at a glance' });
    await expect.element(group).toHaveTextContent('Revenue $48,210');
    const heading = page.getByRole('heading', { level: 1 }).element().getBoundingClientRect();
    const aside = group.element().getBoundingClientRect();
    expect(aside.top).toBeLessThan(heading.bottom);
    expect(aside.left).toBeGreaterThan(heading.left + 500);
  });

  it('wraps the aside under the title on narrow screens', async () => {
    await renderWithTheme(
      <div style={{ width: 320 }}>
        <PageHeader title="Dashboard" subtitle="My Dashboard" aside={stats} asideLabel="Today" />
      </div>,
    );
    const heading = page.getByRole('heading', { level: 1 }).element().getBoundingClientRect();
    const aside = page.getByRole('group', { name: 'Today' }).element().getBoundingClientRect();
    expect(aside.top).toBeGreaterThanOrEqual(heading.bottom);
  });

  it('uses the on-background colour and has no axe violations on the Glass content background', async () => {
    await renderWithTheme(
      <main>
        <PageHeader title="Dashboard" subtitle="My Dashboard" aside={stats} asideLabel="Today" />
      </main>,
      { skin: glass },
    );
    const heading = page.getByRole('heading', { level: 1 }).element();
    expect(getComputedStyle(heading).color).toBe('rgb(255, 255, 255)');
    await expectNoAxeViolations();
  });
});
