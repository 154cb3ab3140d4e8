import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox with the given rows that accepts new lines', async () => {
    await renderWithTheme(<TextArea label="Review" rows={5} />);
    const input = page.getByRole('textbox', { name: 'Review' });
    await expect.element(input).toHaveAttribute('rows', '5');
    await userEvent.type(input, 'Good{Enter}value');
    await expect.element(input).toHaveValue('Good\nvalue');
  });

  it('counts characters against maxLength while uncontrolled, and stops at the limit', async () => {
    await renderWithTheme(
      <main>
        <TextArea label="Content" maxLength={10} description="Plain text" />
      </main>,
    );
    const input = page.getByRole('textbox', { name: 'Content' });
    await expect.element(page.getByText('0 / 10')).toBeVisible();
    await expect.element(input).toHaveAccessibleDescription('Plain text 0 / 10');
    await userEvent.type(input, 'Hello');
    await expect.element(page.getByText('5 / 10')).toBeVisible();
    await userEvent.type(input, ' wonderful world');
    await expect.element(input).toHaveValue('Hello wond');
    await expect.element(page.getByText('10 / 10')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('reads its count left to right in right-to-left pages, as numbers do', async () => {
    await renderWithTheme(<TextArea label="Notes" maxLength={40} />, { direction: 'rtl' });
    const counter = page.getByText('0 / 40').element();
    const text = counter.firstChild!;
    const leftOf = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    // "0" comes first in the text and must also come first on screen, left of the "4" of the limit.
    expect(leftOf(0)).toBeLessThan(leftOf(4));
  });

  it('counts a controlled value and lets the counter be turned off or reworded', async () => {
    function Controlled() {
      const [value, setValue] = useState('abc');
      return (
        <>
          <TextArea
            label="Note"
            value={value}
            onChange={setValue}
            maxLength={50}
            formatCounter={(n, m) => `${m - n} left`}
          />
          <TextArea label="Bare" maxLength={50} showCounter={false} />
        </>
      );
    }
    await renderWithTheme(<Controlled />);
    await expect.element(page.getByText('47 left')).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Note' }), 'de');
    await expect.element(page.getByText('45 left')).toBeVisible();
    await expect.element(page.getByText('0 / 50')).not.toBeInTheDocument();
  });

  it('shows the error after the field and reports onChange', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <TextArea
        label="Message"
        isInvalid
        errorMessage="The message must be at least 10 characters"
        onChange={onChange}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Message' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('The message must be at least 10 characters');
    await userEvent.type(input, 'Hi');
    expect(onChange).toHaveBeenLastCalledWith('Hi');
  });
});
