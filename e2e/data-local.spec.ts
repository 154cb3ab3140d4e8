import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, watchPageHealth } from './pageHealth';
import { addTodo, openTodoBoard } from './todoBoard';

test.use({ viewport: { width: 1440, height: 900 } });

test('to-do changes kept in the browser survive a reload and show in a second open tab', async ({
  context,
}) => {
  // Several writes, reloads and a second tab: on a busy 2-core machine this takes longer than the default 30 s.
  test.slow();
  const first = await context.newPage();
  const second = await context.newPage();
  const health = watchPageHealth(first);
  const firstBoard = await openTodoBoard(first);
  const secondBoard = await openTodoBoard(second);

  await addTodo(firstBoard, 'Order the team lunch');
  await firstBoard.getByRole('button', { name: 'Remove Renew the wildcard TLS certificate' }).click();

  // The other tab hears of both changes without a reload.
  await expect(secondBoard.getByText('Order the team lunch')).toBeVisible();
  await expect(secondBoard.getByText('Renew the wildcard TLS certificate')).toHaveCount(0);

  await first.reload();
  const reloaded = first.getByRole('region', { name: 'To-do list' });
  await expect(async () => {
    await reloaded.scrollIntoViewIfNeeded();
    await expect(reloaded.getByText('Order the team lunch')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(reloaded.getByText('Renew the wildcard TLS certificate')).toHaveCount(0);
  await expectNoAxeViolations(first);
  health.expectHealthy();
});
