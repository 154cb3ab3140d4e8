import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { restDatabase } from '../apps/demo/scripts/rest-database.mjs';
import { expectNoAxeViolations, watchPageHealth } from './pageHealth';
import { withRestServer } from './restServer';
import { addTodo, openTodoBoard } from './todoBoard';

test.use({ viewport: { width: 1440, height: 900 } });
// One server and data file for the whole story below; a second worker must not share them.
test.describe.configure({ mode: 'serial' });

interface StoredTodo {
  _id: string;
  title: string;
  state: string;
  completedAt?: string | null;
}

const rest = withRestServer();

/** The to-do with `title` as the server's data file holds it now. */
async function stored(title: string): Promise<StoredTodo | undefined> {
  // json-server rewrites the file in place: a read can catch it half written, so read until it parses.
  for (;;) {
    try {
      const data = JSON.parse(await readFile(rest.file, 'utf8')) as { todos: StoredTodo[] };
      return data.todos.find((todo) => todo.title === title);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

test('to-dos created, moved, completed and deleted in the browser arrive on the REST server; a refused change rolls back', async ({
  page,
}) => {
  // Several writes, reloads and a second tab: on a busy 2-core machine this takes longer than the default 30 s.
  test.slow();
  // A retry starts from the demo data again.
  rest.server.reset(restDatabase());
  const health = watchPageHealth(page);
  const todo = await openTodoBoard(page, `./?rest=${encodeURIComponent(rest.server.url)}#/dashboard`);
  const title = 'Book the offsite venue <b>now</b>';

  await addTodo(todo, title);
  await expect.poll(() => stored(title)).toMatchObject({ state: 'Important' });

  // Edit: move it with the keyboard from Important up into the Critical lane.
  const critical = todo.getByRole('region', { name: 'Critical' });
  await todo.getByRole('button', { name: `Move ${title}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(critical.getByText(title)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect.poll(() => stored(title)).toMatchObject({ state: 'Critical' });

  await critical.getByText(title, { exact: true }).click();
  await expect(todo.getByRole('checkbox', { name: title, exact: true })).toBeChecked();
  await expect(todo.getByRole('region', { name: 'Completed' }).getByText(title)).toBeVisible();
  await expect
    .poll(() => stored(title))
    .toMatchObject({ state: 'Completed', completedAt: expect.any(String) });

  await todo.getByRole('button', { name: `Remove ${title}`, exact: true }).click();
  await expect(todo.getByRole('checkbox', { name: title, exact: true })).toHaveCount(0);
  await expect.poll(() => stored(title)).toBeUndefined();
  await expectNoAxeViolations(page);
  health.expectHealthy();

  // The server now refuses every write: the tick shows, then rolls back beside the error box.
  rest.server.failWrites(500);
  const certificate = todo.getByRole('checkbox', { name: 'Renew the wildcard TLS certificate' });
  await todo.getByText('Renew the wildcard TLS certificate', { exact: true }).click();
  await expect(page.getByRole('group', { name: '500 Internal Server Error' })).toBeVisible();
  await expect(certificate).not.toBeChecked();
  await expect(
    todo.getByRole('region', { name: 'Critical' }).getByText('Renew the wildcard TLS certificate'),
  ).toBeVisible();
  expect(await stored('Renew the wildcard TLS certificate')).toMatchObject({ state: 'Critical' });
  await expectNoAxeViolations(page);
  rest.server.failWrites(null);
});
