import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { naughtyStrings } from '../../test/naughtyStrings';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { InlineEdit } from './InlineEdit';

describe('InlineEdit', () => {
  it('keeps the text and shows why when a save fails, then saves on a retry', async () => {
    const onSave = vi.fn().mockRejectedValueOnce(new Error('Network down')).mockResolvedValueOnce(undefined);
    await renderWithTheme(
      <main>
        <InlineEdit label="City" defaultValue="Oslo" onSave={onSave} />
      </main>,
    );
    await userEvent.click(page.getByRole('button', { name: 'City: Oslo' }));
    await userEvent.keyboard('Bergen{Enter}');
    const input = page.getByRole('textbox', { name: 'City' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Network down');
    await expect.element(input).toHaveValue('Bergen');
    await expect.element(input).toHaveAccessibleDescription('Network down');
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect.element(page.getByRole('button', { name: 'City: Bergen' })).toHaveFocus();
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('Escape drops the draft; an unchanged value closes without saving', async () => {
    const onSave = vi.fn();
    await renderWithTheme(<InlineEdit label="City" defaultValue="Oslo" onSave={onSave} />);
    await userEvent.click(page.getByRole('button', { name: 'City: Oslo' }));
    await userEvent.keyboard('Rome{Escape}');
    await expect.element(page.getByRole('button', { name: 'City: Oslo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('the popup editor closes on Escape and hands focus back', async () => {
    await renderWithTheme(<InlineEdit label="City" defaultValue="Oslo" mode="popup" />);
    await userEvent.click(page.getByRole('button', { name: 'City: Oslo' }));
    await expect.element(page.getByRole('dialog', { name: 'City' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'City: Oslo' })).toHaveFocus();
  });

  it('can be switched off and on, and shows hostile text literally', async () => {
    function Switchable() {
      const [isDisabled, setDisabled] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setDisabled(!isDisabled)}>
            Toggle
          </button>
          {naughtyStrings.slice(0, 3).map((text) => (
            <InlineEdit key={text} label="Note" defaultValue={text} isDisabled={isDisabled} />
          ))}
        </>
      );
    }
    await renderWithTheme(<Switchable />);
    await expect.element(page.getByText(naughtyStrings[0]!, { exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: /^Note/ }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'Toggle' }));
    expect(page.getByRole('button', { name: /^Note/ }).elements()).toHaveLength(3);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
