import { expect, test } from '@playwright/test';
import { darkElegance, smartDefault } from '../packages/ui/src/theme/skins';
import { expectNoAxeViolationsInEveryLook, waitForApp, watchPageHealth } from './pageHealth';

test.use({ viewport: { width: 1440, height: 900 } });

const lookOptions = { skins: [smartDefault, darkElegance] };

test('dropzone: a real upload reaches the preview server; refused files are never sent', async ({ page }) => {
  const health = watchPageHealth(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto('./#/form/dropzone');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Forms, Dropzone', {
    timeout: 15_000,
  });
  const name = 'report <b>"2026"</b>.txt';
  const body = Buffer.from('Quarterly figures\n'.repeat(4000));
  await page.locator('input[type="file"]').setInputFiles([
    { name, mimeType: 'text/plain', buffer: body },
    { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not really a video') },
    { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5.5 * 1024 * 1024) },
  ]);
  await expect(
    page.getByText('Not sent: this type of file is not accepted (Images, PDF or text files).'),
  ).toBeVisible();
  await expect(page.getByText('Not sent: the file is 5.5 MB, larger than the 5 MB limit.')).toBeVisible();
  const received = page.getByRole('region', { name: 'Received by the server' });
  await expect(received.getByRole('listitem')).toHaveText(`${name} (70.3 KB)`);
  await expect(
    page.getByRole('listitem').filter({ hasText: name }).getByText('Uploaded', { exact: true }),
  ).toBeVisible();
  expect(posts).toEqual(['/api/plug']);
  await expectNoAxeViolationsInEveryLook(page, lookOptions);
  health.expectHealthy();
});
