import { expect, test } from '@playwright/test';
import { darkElegance, smartDefault } from '../packages/ui/src/theme/skins';
import { expectNoAxeViolationsInEveryLook, waitForApp, watchPageHealth } from './pageHealth';

const lightAndDark = [smartDefault, darkElegance];

test.describe('inbox', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('switches folders and labels, marks read, deletes and opens with the keyboard, the shortcut tile and /reply/', async ({
    page,
  }) => {
    const health = watchPageHealth(page);
    await page.goto('./#/inbox');
    await waitForApp(page);
    const folders = page.getByRole('navigation', { name: 'Folders' });
    const menuInbox = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Inbox/ });
    await expect(folders.getByRole('link', { name: 'Inbox (10)' })).toHaveAttribute('aria-current', 'page');
    await expect(menuInbox).toHaveText('Inbox10');
    const grid = page.getByRole('grid', { name: 'Inbox' });
    await expect(grid).toHaveAttribute('aria-rowcount', '40');
    await expect(grid.getByText('Work').first()).toBeVisible();

    await grid.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Mark read' }).click();
    await expect(folders.getByRole('link', { name: 'Inbox (9)' })).toBeVisible();
    await expect(menuInbox).toHaveText('Inbox9');

    // A label narrows the folder, in the address; "All messages" brings the whole folder back.
    const labels = page.getByRole('navigation', { name: 'Labels' });
    await labels.getByRole('link', { name: 'Work' }).click();
    await expect(page).toHaveURL(/#\/inbox\/inbox\?label=work$/);
    await expect(grid).toHaveAttribute('aria-rowcount', '14');
    await expect(labels.getByRole('link', { name: 'Work' })).toHaveAttribute('aria-current', 'true');
    await labels.getByRole('link', { name: 'All messages' }).click();
    await expect(page).toHaveURL(/#\/inbox\/inbox$/);
    await expect(grid).toHaveAttribute('aria-rowcount', '40');

    await folders.getByRole('link', { name: 'Sent' }).click();
    await expect(page).toHaveURL(/#\/inbox\/sent$/);
    const sent = page.getByRole('grid', { name: 'Sent' });
    await expect(sent).toHaveAttribute('aria-rowcount', '12');
    await sent.getByRole('row').first().click();
    await expect(page.getByRole('article')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/#\/inbox\/sent$/);
    await expect(page.getByRole('grid', { name: 'Sent' })).toHaveAttribute('aria-rowcount', '11');

    await folders.getByRole('link', { name: 'Inbox (9)' }).click();
    await page.getByRole('grid', { name: 'Inbox' }).getByRole('row').first().focus();
    await page.keyboard.press('j');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/inbox\/inbox\/detail\/msg-inbox-003$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(/Home.*Inbox.*Message/);
    await expect(page).toHaveTitle('Message | Atrium');

    // Delete on the focused message moves it to Trash.
    await page.getByRole('link', { name: 'Back to the folder' }).click();
    const inbox = page.getByRole('grid', { name: 'Inbox' });
    await inbox.getByRole('row').first().focus();
    await page.keyboard.press('Delete');
    await expect(inbox).toHaveAttribute('aria-rowcount', '39');

    // The header's shortcut panel has the inbox's tile.
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await page.getByRole('dialog', { name: 'Shortcuts' }).getByRole('link', { name: 'Mail' }).click();
    await expect(page).toHaveURL(/#\/inbox$/);
    await expect(inbox).toHaveAttribute('aria-rowcount', '39');

    // `/reply/` is another name for the spec's `/replay/`.
    await page.evaluate(() => (window.location.hash = '#/inbox/inbox/reply/msg-inbox-002'));
    await expect(page).toHaveTitle('Reply | Atrium');
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(/^Re: /);
    health.expectHealthy();
  });

  // A light and a dark skin: the mail widgets' stories are checked in every skin by the component tests.
  test('has no axe violations in a light and a dark skin, left to right and right to left', async ({
    page,
  }) => {
    // A shared address with a label opens the folder narrowed to it.
    await page.goto('./#/inbox/inbox?label=finance');
    await waitForApp(page);
    await expect(page.getByRole('grid', { name: 'Inbox' })).toHaveAttribute('aria-rowcount', '5');
    await expect(
      page.getByRole('navigation', { name: 'Labels' }).getByRole('link', { name: 'Finance' }),
    ).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolationsInEveryLook(page, { skins: lightAndDark });
    // A change of the hash only: the message opens on the same page load.
    await page.goto('./#/inbox/inbox/detail/msg-inbox-002');
    await expect(page.getByRole('article')).toBeVisible();
    await expectNoAxeViolationsInEveryLook(page, { skins: lightAndDark, directions: ['ltr'] });
  });
});
