import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

test.use({ viewport: { width: 1440, height: 900 } });
// Two real one-second sends and three axe passes: more than the default 30 s on a busy two-core runner.
test.setTimeout(90_000);

test('replies, keeps a draft over a reload, sends it, deletes through Trash, with no axe violations', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await page.goto('./#/inbox/inbox');
  await waitForApp(page);
  const folders = page.getByRole('navigation', { name: 'Folders' });

  // Reply: the original quoted, "Re:" in front, one second of sending, then back to the folder.
  await page.getByRole('grid', { name: 'Inbox' }).getByRole('row').first().click();
  await page.getByRole('button', { name: 'Reply' }).click();
  await expect(page).toHaveURL(/#\/inbox\/inbox\/replay\/msg-inbox-001$/);
  await expect(page).toHaveTitle('Reply | Atrium');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(/^Re: /);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/wrote:\n> Hi Ada,/);
  await page.getByRole('textbox', { name: 'Message' }).press('Control+Home');
  await page.keyboard.type('Thanks, will do.');
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/#\/inbox\/inbox$/);
  expect(Date.now() - sentAt, 'milliseconds from sending to the folder').toBeGreaterThanOrEqual(1000);
  await expect(page.getByText('Message sent').first()).toBeVisible();

  // Compose: a bad address is named; the draft is saved, survives a reload and shows under Draft.
  await page.getByRole('button', { name: 'Compose' }).click();
  await expect(page).toHaveURL(/#\/inbox\/inbox\/compose$/);
  await page.getByRole('textbox', { name: 'To' }).fill('lena.hoffmann@atrium.example, lena@');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Floor plan <b>v2</b>');
  await page.getByRole('textbox', { name: 'Message' }).fill('Here is the plan.\n\nAda');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Not an e-mail address: lena@')).toBeVisible();
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await expect(page).toHaveURL(/compose\?draft=msg-/);
  await expectNoAxeViolations(page);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Floor plan <b>v2</b>');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Here is the plan.\n\nAda');
  await folders.getByRole('link', { name: 'Draft' }).click();
  const drafts = page.getByRole('grid', { name: 'Draft' });
  await expect(drafts).toHaveAttribute('aria-rowcount', '6');
  await drafts.getByRole('row', { name: /Floor plan <b>v2<\/b>/ }).click();
  await page.getByRole('textbox', { name: 'To' }).fill('lena.hoffmann@atrium.example');

  // In a dark skin and right to left as well, switched in place on this page.
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByText('Dark Elegance', { exact: true }).click();
  await page.getByText('RTL', { exact: true }).click();
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/#\/inbox\/draft$/);
  await expect(page.getByRole('grid', { name: 'Draft' })).toHaveAttribute('aria-rowcount', '5');
  await folders.getByRole('link', { name: 'Sent' }).click();
  const sent = page.getByRole('grid', { name: 'Sent' });
  await expect(sent).toHaveAttribute('aria-rowcount', '14');
  await expect(sent.getByText('Floor plan <b>v2</b>')).toBeVisible();

  // Delete moves to Trash; deleting there asks first, then removes for good.
  const actions = page.getByRole('toolbar', { name: 'Messages' });
  await sent.getByRole('checkbox').first().check();
  await actions.getByRole('button', { name: 'Delete' }).click();
  await expect(sent).toHaveAttribute('aria-rowcount', '13');
  await folders.getByRole('link', { name: 'Trash' }).click();
  const trash = page.getByRole('grid', { name: 'Trash' });
  await expect(trash).toHaveAttribute('aria-rowcount', '9');
  await expect(trash.getByText('Floor plan <b>v2</b>')).toBeVisible();
  await trash.getByRole('checkbox').first().check();
  await actions.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(trash).toHaveAttribute('aria-rowcount', '8');
  health.expectHealthy();
});
