import { useState } from 'react';
import type { Key } from 'react-aria';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { ButtonGroup } from './ButtonGroup';
import { ToggleButton, ToggleButtonGroup } from './ToggleButtonGroup';

function Alignment({ orientation }: { orientation?: 'horizontal' | 'vertical' }) {
  return (
    <ButtonGroup aria-label="Alignment" orientation={orientation}>
      <Button>Left</Button>
      <Button>Centre</Button>
      <Button>Right</Button>
    </ButtonGroup>
  );
}

function Gender({ onSelectionChange }: { onSelectionChange?: (keys: Set<Key>) => void }) {
  return (
    <ToggleButtonGroup aria-label="Gender" selectionMode="single" onSelectionChange={onSelectionChange}>
      <ToggleButton id="male">Male</ToggleButton>
      <ToggleButton id="female">Female</ToggleButton>
    </ToggleButtonGroup>
  );
}

const corners = (name: string) => {
  const style = getComputedStyle(page.getByRole('button', { name }).element());
  return {
    topLeft: style.borderTopLeftRadius,
    topRight: style.borderTopRightRadius,
    bottomLeft: style.borderBottomLeftRadius,
    bottomRight: style.borderBottomRightRadius,
  };
};

describe('ButtonGroup', () => {
  it('is a named group whose buttons share borders and keep only the outer corners', async () => {
    await renderWithTheme(
      <main>
        <Alignment />
      </main>,
    );
    await expect.element(page.getByRole('group', { name: 'Alignment' })).toBeVisible();
    expect(corners('Left')).toEqual({
      topLeft: '2px',
      topRight: '0px',
      bottomLeft: '2px',
      bottomRight: '0px',
    });
    expect(corners('Centre')).toEqual({
      topLeft: '0px',
      topRight: '0px',
      bottomLeft: '0px',
      bottomRight: '0px',
    });
    expect(corners('Right')).toEqual({
      topLeft: '0px',
      topRight: '2px',
      bottomLeft: '0px',
      bottomRight: '2px',
    });
    const left = page.getByRole('button', { name: 'Left' }).element().getBoundingClientRect();
    const centre = page.getByRole('button', { name: 'Centre' }).element().getBoundingClientRect();
    expect(centre.left).toBeCloseTo(left.right - 1, 1);
    await expectNoAxeViolations();
  });

  it('mirrors its corners right to left', async () => {
    await renderWithTheme(<Alignment />, { direction: 'rtl' });
    const left = page.getByRole('button', { name: 'Left' }).element().getBoundingClientRect();
    const centre = page.getByRole('button', { name: 'Centre' }).element().getBoundingClientRect();
    expect(centre.right).toBeCloseTo(left.left + 1, 1);
    expect(corners('Left')).toEqual({
      topLeft: '0px',
      topRight: '2px',
      bottomLeft: '0px',
      bottomRight: '2px',
    });
  });

  it('stacks vertically with joined top and bottom edges', async () => {
    await renderWithTheme(<Alignment orientation="vertical" />);
    const left = page.getByRole('button', { name: 'Left' }).element().getBoundingClientRect();
    const centre = page.getByRole('button', { name: 'Centre' }).element().getBoundingClientRect();
    expect(centre.top).toBeCloseTo(left.bottom - 1, 1);
    expect(corners('Left')).toEqual({
      topLeft: '2px',
      topRight: '2px',
      bottomLeft: '0px',
      bottomRight: '0px',
    });
  });
});

describe('ToggleButtonGroup', () => {
  it('selects one option at a time, as radios', async () => {
    const onSelectionChange = vi.fn();
    await renderWithTheme(
      <main>
        <Gender onSelectionChange={onSelectionChange} />
      </main>,
    );
    await expect.element(page.getByRole('radiogroup', { name: 'Gender' })).toBeVisible();
    const male = page.getByRole('radio', { name: 'Male', exact: true });
    const female = page.getByRole('radio', { name: 'Female' });
    await male.click();
    await expect.element(male).toHaveAttribute('aria-checked', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['male']));
    await female.click();
    await expect.element(female).toHaveAttribute('aria-checked', 'true');
    await expect.element(male).toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations();
  });

  it('moves with the arrow keys, selects with Space and Enter, and is one Tab stop', async () => {
    await renderWithTheme(
      <>
        <Gender />
        <button type="button">After</button>
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('radio', { name: 'Male', exact: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('radio', { name: 'Female' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('radio', { name: 'Male', exact: true }))
      .toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('reverses the arrow keys right to left', async () => {
    await renderWithTheme(<Gender />, { direction: 'rtl' });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('radio', { name: 'Female' })).toHaveFocus();
  });

  it('toggles several options with aria-pressed, by pointer and keyboard', async () => {
    function Languages() {
      const [selected, setSelected] = useState<Set<Key>>(new Set());
      return (
        <main>
          <ToggleButtonGroup
            aria-label="Languages"
            selectionMode="multiple"
            selectedKeys={selected}
            onSelectionChange={setSelected}
          >
            <ToggleButton id="en">English</ToggleButton>
            <ToggleButton id="fr">French</ToggleButton>
            <ToggleButton id="de">German</ToggleButton>
          </ToggleButtonGroup>
          <p>Chosen: {[...selected].join(' ')}</p>
        </main>
      );
    }
    await renderWithTheme(<Languages />);
    await expect.element(page.getByRole('toolbar', { name: 'Languages' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'German' }).click();
    await expect.element(page.getByText('Chosen: en de')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'English' }))
      .toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('button', { name: 'French' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('Chosen: en de fr')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft} ');
    await expect
      .element(page.getByRole('button', { name: 'English' }))
      .toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations();
  });

  it('paints the selected button in its selected variant, pressed in', async () => {
    await renderWithTheme(
      <ToggleButtonGroup aria-label="Size" defaultSelectedKeys={['s']}>
        <ToggleButton id="s">Small</ToggleButton>
        <ToggleButton id="l">Large</ToggleButton>
      </ToggleButtonGroup>,
    );
    const small = getComputedStyle(page.getByRole('radio', { name: 'Small' }).element());
    const large = getComputedStyle(page.getByRole('radio', { name: 'Large' }).element());
    expect(small.backgroundColor).not.toBe(large.backgroundColor);
    expect(small.boxShadow).toContain('inset');
    expect(large.boxShadow).toBe('none');
  });

  it('ignores presses while disabled', async () => {
    const onSelectionChange = vi.fn();
    await renderWithTheme(
      <ToggleButtonGroup aria-label="Gender" isDisabled onSelectionChange={onSelectionChange}>
        <ToggleButton id="male">Male</ToggleButton>
      </ToggleButtonGroup>,
    );
    await page.getByRole('radio', { name: 'Male', exact: true }).click({ force: true });
    expect(onSelectionChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('radio', { name: 'Male', exact: true })).toBeDisabled();
  });
});
