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

describe('TabPanel tab stop', () => {
  const contents = {
    text: 'Text alone',
    button: <button type="button">Inside</button>,
    // A control that is not drawn, or not reachable by Tab, leaves the panel its own tab stop.
    unreachable: (
      <>
        <button type="button" hidden>
          Hidden
        </button>
        <button type="button" tabIndex={-1}>
          Out of the tab order
        </button>
      </>
    ),
  };

  function PanelHarness() {
    const [shown, setShown] = useState<keyof typeof contents>('text');
    const state = useTabs({ items: [{ key: 'only', title: 'Only', content: contents[shown] }] });
    return (
      <>
        {Object.keys(contents).map((key) => (
          <button key={key} type="button" onClick={() => setShown(key as keyof typeof contents)}>
            Show {key}
          </button>
        ))}
        <TabList state={state} aria-label="Panels" />
        <TabPanel state={state} />
      </>
    );
  }

  it('is a tab stop while nothing inside is one, so Tab from the tab lands on what is inside', async () => {
    await renderPage(<PanelHarness />);
    const panel = page.getByRole('tabpanel');
    await expect.element(panel).toHaveAttribute('tabindex', '0');

    await page.getByRole('button', { name: 'Show button' }).click();
    await expect.element(panel).not.toHaveAttribute('tabindex');
    await tab('Only').click();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Inside' })).toHaveFocus();

    await page.getByRole('button', { name: 'Show unreachable' }).click();
    await expect.element(panel).toHaveAttribute('tabindex', '0');
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
