import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { MessageBox } from './MessageBox';
import { NotificationProvider } from './NotificationProvider';
import { useNotify } from './useNotify';

function FactoryReset() {
  const notify = useNotify();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button
        onPress={async () =>
          setAnswer(
            await notify.confirm({
              title: 'Factory reset',
              content: 'Warning: This action cannot be undone!',
              buttons: ['No', 'Yes'],
            }),
          )
        }
      >
        Reset
      </Button>
      <output>Answer: {answer}</output>
    </>
  );
}

async function openReset() {
  await renderWithTheme(
    <NotificationProvider>
      <FactoryReset />
    </NotificationProvider>,
  );
  const trigger = page.getByRole('button', { name: 'Reset' });
  await trigger.click();
  const dialog = page.getByRole('alertdialog', { name: 'Factory reset' });
  await expect.element(dialog).toBeVisible();
  return { trigger, dialog };
}

describe('MessageBox through confirm()', () => {
  it('is a described alertdialog that focuses the cancel button first', async () => {
    const { dialog } = await openReset();
    await expect.element(dialog).toHaveAccessibleDescription('Warning: This action cannot be undone!');
    await expect.element(dialog.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('resolves with the pressed label and restores focus to the trigger', async () => {
    const { trigger, dialog } = await openReset();
    await userEvent.keyboard('{Tab}');
    await expect.element(dialog.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText('Answer: Yes')).toBeVisible();
    await expect.element(trigger).toHaveFocus();
  });

  it('resolves with the first button on Escape', async () => {
    const { trigger, dialog } = await openReset();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText('Answer: No')).toBeVisible();
    await expect.element(trigger).toHaveFocus();
  });

  it('traps focus inside while open', async () => {
    const { dialog } = await openReset();
    const no = dialog.getByRole('button', { name: 'No' });
    const yes = dialog.getByRole('button', { name: 'Yes' });
    await userEvent.keyboard('{Tab}');
    await expect.element(yes).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(no).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(yes).toHaveFocus();
  });

  it('answers with the clicked button and ignores clicks on the dimmed page', async () => {
    const { dialog } = await openReset();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.element(page.getByText('Answer: Yes')).toBeVisible();
  });

  it('works on its own with keys distinct from labels, and passes axe', async () => {
    const answers: string[] = [];
    function Standalone() {
      const [isOpen, setOpen] = useState(true);
      return (
        <MessageBox
          isOpen={isOpen}
          title="Delete widget"
          content="Warning: This action cannot be undone!"
          buttons={[
            { key: 'keep', label: 'Keep it' },
            { key: 'delete', label: 'Delete', variant: 'danger' },
          ]}
          variant="danger"
          onRespond={(key) => {
            answers.push(key);
            setOpen(false);
          }}
        />
      );
    }
    await renderWithTheme(<Standalone />);
    const dialog = page.getByRole('alertdialog', { name: 'Delete widget' });
    await expect.element(dialog).toBeVisible();
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(answers).toEqual(['delete']);
  });
});
