import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './pageHealth';

/** The dashboard's to-do widget. */
export const todoWidget = (page: Page) => page.getByRole('region', { name: 'To-do list' });

/** Opens the dashboard at `url` and scrolls until the to-do board shows its list (it loads when seen). */
export async function openTodoBoard(page: Page, url = './#/dashboard'): Promise<Locator> {
  await page.goto(url);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Dashboard, My Dashboard');
  const todo = todoWidget(page);
  await expect(async () => {
    await todo.scrollIntoViewIfNeeded();
    await expect(todo.getByText('Renew the wildcard TLS certificate')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return todo;
}

/** Adds a to-do through the board's form. */
export async function addTodo(todo: Locator, title: string) {
  await todo.getByRole('button', { name: 'Add to-do' }).click();
  await todo.getByRole('textbox', { name: /Title/ }).fill(title);
  await todo.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(todo.getByText(title)).toBeVisible();
}
