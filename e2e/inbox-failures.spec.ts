import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForApp } from './pageHealth';
import { withRestServer } from './restServer';

test.use({ viewport: { width: 1440, height: 900 } });

const rest = withRestServer();

/** Which inbox calls the server answers badly: the request is matched by `fails`, answered by `answer`. */
interface Failure {
  fails: (method: string, url: URL) => boolean;
  answer: (route: Route) => Promise<void>;
}

/** A 500 whose body names the step, so each step finds its own error box among those still showing. */
const serverError = (body: string) => (route: Route) =>
  route.fulfill({ status: 500, contentType: 'text/plain', body });
const malformed = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: '[{"_id": "msg-inbox-001",' });

/** The error boxes showing with that title and text. */
const errorBox = (page: Page, title: string, text: string) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('group', { name: title })
    .filter({ hasText: text })
    .first();

test('a failing folder list, message read, delete and send each show the error box and lose nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  let failure: Failure | null = null;
  await page.route(
    (url) => url.href.startsWith(`${rest.server.url}messages`),
    (route) => {
      const request = route.request();
      return failure?.fails(request.method(), new URL(request.url()))
        ? failure.answer(route)
        : route.fallback();
    },
  );
  const main = page.getByRole('main');

  // The folder's list answers 500: the error box, a Retry in place of the list, and Retry brings it.
  failure = { fails: (method) => method === 'GET', answer: serverError('The list is down') };
  await page.goto(`./?rest=${encodeURIComponent(rest.server.url)}#/inbox/inbox`);
  await waitForApp(page);
  await expect(errorBox(page, '500 Internal Server Error', 'The list is down')).toBeVisible();
  await expect(main.getByText('The messages could not be loaded.')).toBeVisible();
  failure = null;
  await main.getByRole('button', { name: 'Retry' }).click();
  const grid = main.getByRole('grid', { name: 'Inbox' });
  await expect(grid).toHaveAttribute('aria-rowcount', '40');

  // One message's read answers malformed JSON.
  failure = { fails: (method, url) => method === 'GET' && url.searchParams.has('_id'), answer: malformed };
  await grid.getByRole('row').first().click();
  await expect(errorBox(page, '200 Malformed response', '')).toBeVisible();
  await expect(main.getByText('The message could not be loaded.')).toBeVisible();
  failure = null;
  await main.getByRole('button', { name: 'Retry' }).click();
  const subject = await main.getByRole('article').getByRole('heading', { level: 2 }).textContent();

  // Deleting answers 500: the box shows and the message is back in its folder, not in Trash.
  failure = {
    fails: (method) => method === 'PATCH' || method === 'DELETE',
    answer: serverError('Deleting is down'),
  };
  await main.getByRole('toolbar', { name: 'Message' }).getByRole('button', { name: 'Delete' }).click();
  await expect(errorBox(page, '500 Internal Server Error', 'Deleting is down')).toBeVisible();
  await expect(page).toHaveURL(/#\/inbox\/inbox$/);
  await expect(grid).toHaveAttribute('aria-rowcount', '40');
  await expect(grid.getByRole('row').first()).toContainText(subject ?? '');

  // Writing while every inbox call fails: saving and sending show the box, the typed message stays.
  await main.getByRole('button', { name: 'Compose' }).click();
  const to = main.getByRole('textbox', { name: 'To' });
  const text = main.getByRole('textbox', { name: 'Message' });
  await expect(to).toBeEditable();
  failure = { fails: () => true, answer: serverError('Everything is down') };
  await to.fill('lena.hoffmann@atrium.example');
  await main.getByRole('textbox', { name: 'Subject' }).fill('Keep this');
  await text.fill('Every word of it.');
  // The draft is saved a moment after typing stops: that save fails first.
  await expect(errorBox(page, '500 Internal Server Error', 'Everything is down')).toBeVisible();
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByText('The message was not sent.')).toBeVisible();
  await expect(to).toHaveValue('lena.hoffmann@atrium.example');
  await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveValue('Keep this');
  await expect(text).toHaveValue('Every word of it.');

  // The server is back: the same message goes, and lands in Sent.
  failure = null;
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/#\/inbox\/inbox$/);
  await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'Sent' }).click();
  await expect(main.getByRole('grid', { name: 'Sent' }).getByText('Keep this')).toBeVisible();
});
