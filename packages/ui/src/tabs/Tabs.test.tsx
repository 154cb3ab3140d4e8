import { useState, type ReactNode } from 'react';
import type { Key } from 'react-stately';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TabList } from './TabList';
import { TabPanel } from './TabPanel';
import { Tabs } from './Tabs';
import { useTabs, type TabItem } from './useTabs';

const items: TabItem[] = [
  { key: 'one', title: 'One', content: 'First panel' },
  { key: 'two', title: 'Two', content: 'Second panel', badge: 5 },
  { key: 'three', title: 'Three', content: 'Third panel', isDisabled: true },
  { key: 'four', title: 'Four', content: 'Fourth panel' },
];

const tab = (name: string | RegExp) => page.getByRole('tab', { name });
const renderPage = (ui: ReactNode, options?: Parameters<typeof renderWithTheme>[1]) =>
  renderWithTheme(<main>{ui}</main>, options);

describe('Tabs', () => {
  it('selects with arrows, Home and End, skips disabled tabs and has no axe violations', async () => {
    const onSelectionChange = vi.fn();
    await renderPage(<Tabs items={items} aria-label="Numbers" onSelectionChange={onSelectionChange} />);
    await expect.element(tab('One')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
    await userEvent.keyboard('{Tab}');
    await expect.element(tab('One')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Two 5')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Four')).toHaveFocus();
    await expect.element(tab('Three')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Home}');
    await expect.element(tab('One')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Fourth panel');
    expect(onSelectionChange.mock.calls.map(([key]) => key)).toEqual(['two', 'four', 'one', 'four']);
    // Tab leaves the tab list for the panel.
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tabpanel')).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('ignores clicks on a disabled tab', async () => {
    await renderPage(<Tabs items={items} aria-label="Numbers" />);
    await tab('Three').click({ force: true });
    await expect.element(tab('One')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves focus without selecting under manual activation', async () => {
    await renderPage(<Tabs items={items} aria-label="Numbers" keyboardActivation="manual" />);
    await tab('One').click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Two 5')).toHaveFocus();
    await expect.element(tab('Two 5')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard(' ');
    await expect.element(tab('Two 5')).toHaveAttribute('aria-selected', 'true');
  });

  it('uses up and down arrows when vertical', async () => {
    await renderPage(<Tabs items={items} aria-label="Numbers" orientation="vertical" variant="pills" />);
    await expect.element(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await tab('One').click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(tab('Two 5')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(tab('One')).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations();
  });

  it('follows a controlled selectedKey', async () => {
    const onSelectionChange = vi.fn();
    function Controlled() {
      const [selectedKey, setSelectedKey] = useState<Key>('four');
      return (
        <>
          <Tabs
            items={items}
            aria-label="Numbers"
            selectedKey={selectedKey}
            onSelectionChange={onSelectionChange}
          />
          <button type="button" onClick={() => setSelectedKey('two')}>
            Show two
          </button>
        </>
      );
    }
    await renderPage(<Controlled />);
    await tab('One').click();
    expect(onSelectionChange).toHaveBeenCalledWith('one');
    // The parent did not accept the change, so the tab stays where the prop says.
    await expect.element(tab('Four')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Show two' }).click();
    await expect.element(tab('Two 5')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'Two 5' })).toHaveTextContent('Second panel');
    await expectNoAxeViolations();
  });

  it('flips arrow keys in right-to-left text', async () => {
    await renderPage(<Tabs items={items} aria-label="Numbers" />, { direction: 'rtl' });
    await tab('One').click();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Two 5')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('One')).toHaveAttribute('aria-selected', 'true');
  });

  it('lets the tab list and its panel live apart, as in a widget header', async () => {
    function Split() {
      const state = useTabs({ items, defaultSelectedKey: 'two' });
      return (
        <div>
          <header>
            <TabList state={state} size="sm" aria-label="Feeds" />
          </header>
          <div>
            <TabPanel state={state} />
          </div>
        </div>
      );
    }
    await renderPage(<Split />);
    await expect.element(page.getByRole('tabpanel', { name: 'Two 5' })).toHaveTextContent('Second panel');
    await tab('Four').click();
    await expect.element(page.getByRole('tabpanel', { name: 'Four' })).toHaveTextContent('Fourth panel');
  });

  it('marks the selected classic tab with the link accent and pills with the primary fill', async () => {
    await renderPage(
      <>
        <Tabs items={items} aria-label="Classic" />
        <Tabs items={items} aria-label="Pills" variant="pills" />
      </>,
    );
    const [classic, pill] = page.getByRole('tab', { name: 'One' }).elements();
    expect(getComputedStyle(classic!, '::before').backgroundColor).toBe('rgb(36, 99, 160)');
    expect(getComputedStyle(pill!).backgroundColor).toBe('rgb(47, 109, 166)');
  });
});

describe('TabList with isIconOnlyOnPhone', () => {
  const withIcons: TabItem[] = [
    {
      key: 'live',
      title: 'Live stats',
      icon: <svg aria-hidden="true" width="12" height="12" />,
      content: 'Live',
    },
    { key: 'notes', title: 'Notes', content: 'Notes' },
  ];
  function IconTabs() {
    const state = useTabs({ items: withIcons });
    return (
      <>
        <TabList state={state} aria-label="Feeds" isIconOnlyOnPhone />
        <TabPanel state={state} />
      </>
    );
  }
  const titleWidth = (name: string) => page.getByText(name).element().getBoundingClientRect().width;

  it('shows an icon alone on a phone, keeping the title as the name; a tab without icon keeps its title', async () => {
    await page.viewport(375, 700);
    await renderPage(<IconTabs />);
    await expect.element(tab('Live stats')).toBeVisible();
    expect(titleWidth('Live stats')).toBeLessThanOrEqual(1);
    expect(titleWidth('Notes')).toBeGreaterThan(20);
    await expectNoAxeViolations();
    await page.viewport(1280, 800);
    await expect.poll(() => titleWidth('Live stats')).toBeGreaterThan(20);
  });
});
