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
  // Exact text: the live region also announces each refusal for a moment, after the file's name.
  await expect(
    page.getByText('Not sent: this type of file is not accepted (Images, PDF or text files).', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByText('Not sent: the file is 5.5 MB, larger than the 5 MB limit.', { exact: true }),
  ).toBeVisible();
  const received = page.getByRole('region', { name: 'Received by the server' });
  await expect(received.getByRole('listitem')).toHaveText(`${name} (70.3 KB)`);
  await expect(
    page.getByRole('listitem').filter({ hasText: name }).getByText('Uploaded', { exact: true }),
  ).toBeVisible();
  expect(posts).toEqual(['/api/plug']);
  await expectNoAxeViolationsInEveryLook(page, lookOptions);
  health.expectHealthy();
});

test('image editor: draw, move and reshape a crop selection, then download it', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('./#/form/image-editor');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Forms, Image Editor', {
    timeout: 15_000,
  });
  const selection = page.getByRole('group', { name: /^Selection at/ });
  await expect(selection).toHaveAccessibleName('Selection at x 100, y 100, 300 by 200 pixels.');

  // The image is drawn at its natural size (800 × 533) at this width: screen pixels are image pixels.
  const image = page.getByRole('img', { name: 'Mountains over a lake at sunset' });
  const box = (await image.boundingBox())!;
  await page.mouse.move(box.x + 500, box.y + 300);
  await page.mouse.down();
  await page.mouse.move(box.x + 600, box.y + 350, { steps: 4 });
  await page.mouse.move(box.x + 700, box.y + 420, { steps: 4 });
  await page.mouse.up();
  await expect(selection).toHaveAccessibleName('Selection at x 500, y 300, 200 by 120 pixels.');

  await selection.focus();
  await page.keyboard.press('Control+ArrowLeft');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(selection).toHaveAccessibleName('Selection at x 490, y 300, 200 by 121 pixels.');
  await page.getByText('Keep a 4:3 aspect ratio').click();
  await expect(selection).toHaveAccessibleName('Selection at x 490, y 300, 200 by 150 pixels.');

  await page.getByRole('button', { name: 'Export crop' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download crop.png (200 × 150)' }).click();
  expect((await download).suggestedFilename()).toBe('crop.png');

  await expectNoAxeViolationsInEveryLook(page, lookOptions);
  health.expectHealthy();
});
