import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { naughtyStrings } from '../../test/naughtyStrings';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TagsInput } from './TagsInput';

describe('TagsInput', () => {
  it('adds with Enter and comma, removes with Backspace and the button, announcing each change', async () => {
    await renderWithTheme(
      <main>
        <TagsInput label="Tags" defaultValue={['alpha']} />
      </main>,
    );
    const input = page.getByRole('textbox', { name: 'Tags' });
    const status = page.getByRole('status');
    await userEvent.type(input, 'beta{Enter}');
    await expect.element(status).toHaveTextContent('Added beta');
    await userEvent.type(input, 'gamma,');
    await expect.element(page.getByRole('list', { name: 'Tags' })).toHaveTextContent('alpha×beta×gamma×');
    await expect.element(input).toHaveValue('');
    await userEvent.keyboard('{Backspace}');
    await expect.element(status).toHaveTextContent('Removed gamma');
    await userEvent.click(page.getByRole('button', { name: 'Remove alpha' }));
    await expect.element(page.getByRole('listitem')).toHaveTextContent('beta');
    await expectNoAxeViolations();
  });

  it('refuses a duplicate in any case with a message, keeping the typed text', async () => {
    await renderWithTheme(
      <main>
        <TagsInput label="Tags" defaultValue={['React']} />
      </main>,
    );
    const input = page.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(input, ' react {Enter}');
    await expect.element(input).toHaveValue(' react ');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('“react” is already in the list');
    await expect.element(page.getByRole('status')).toHaveTextContent('“react” is already in the list');
    await expectNoAxeViolations();
    await userEvent.type(input, 'ive');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('splits a pasted list and keeps the refused rest in the input', async () => {
    function Controlled() {
      const [tags, setTags] = useState<readonly string[]>(['one']);
      return (
        <>
          <TagsInput label="Tags" value={tags} onChange={setTags} />
          <output>{tags.join('|')}</output>
        </>
      );
    }
    await renderWithTheme(<Controlled />);
    const input = page.getByRole('textbox', { name: 'Tags' });
    await userEvent.click(input);
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', 'two, three\nONE, four, fi');
    input
      .element()
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    await expect.element(page.getByText('one|two|three', { exact: true })).toBeVisible();
    await expect.element(input).toHaveValue('ONE, four, fi');
  });

  it('shows hostile text literally', async () => {
    const hostile = naughtyStrings.slice(0, 5);
    await renderWithTheme(<TagsInput label="Tags" defaultValue={hostile} />);
    for (const text of hostile) await expect.element(page.getByText(text, { exact: true })).toBeVisible();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
