import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { AtriumProvider } from '../theme';
import { CodeView } from './CodeView';

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function fakeClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('CodeView', () => {
  afterEach(() => {
    if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the code in a named region and passes axe', async () => {
    await renderWithTheme(
      <main>
        <CodeView code={'<p>Hello</p>'} label="Source" />
      </main>,
    );
    await expect.element(page.getByRole('region', { name: 'Source' })).toHaveTextContent('<p>Hello</p>');
    await expectNoAxeViolations();
  });

  it('copies the code from the keyboard and announces it, until the code changes', async () => {
    const writeText = vi.fn(async () => undefined);
    fakeClipboard(writeText);
    const screen = await renderWithTheme(<CodeView code="first" label="Source" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent('Copied to the clipboard.');
    expect(writeText).toHaveBeenCalledWith('first');
    await screen.rerender(
      <AtriumProvider>
        <CodeView code="second" label="Source" />
      </AtriumProvider>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });

  it('asks to copy by hand when the browser refuses', async () => {
    fakeClipboard(() => Promise.reject(new Error('denied')));
    const onCopy = vi.fn();
    await renderWithTheme(<CodeView code="x" label="Source" onCopy={onCopy} />);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('The browser did not allow copying. Select the code and copy it instead.');
    expect(onCopy).toHaveBeenCalledWith(false);
  });
});
