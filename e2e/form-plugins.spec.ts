import { expect, test } from '@playwright/test';
import { skins } from '../packages/ui/src/theme/skins';
import { expectNoAxeViolationsInEveryLook, waitForApp, watchPageHealth } from './pageHealth';

test.use({ viewport: { width: 1440, height: 900 } });

// One load drives every control once, then checks the page in the default and a dark skin, both directions.
test('form plugins: every control works on one visit, the cities load on the first search', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  const cityRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('cities.json')) cityRequests.push(request.url());
  });
  await page.goto('./#/form/plugins');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });

  await test.step('in-place editing saves, keeps a refused text and can be switched off', async () => {
    await page.getByRole('button', { name: 'Username: superuser' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Username: admin' })).toBeFocused();
    await page.getByRole('button', { name: 'Account email: john.doe@example.com' }).click();
    await page.getByRole('textbox', { name: 'Account email' }).fill('ann@example.com');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('The server refused the change');
    await expect(page.getByRole('textbox', { name: 'Account email' })).toHaveValue('ann@example.com');
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'Editing enabled' }).press('Space');
    await expect(page.getByRole('button', { name: 'Username: admin' })).toHaveCount(0);
    await expect(page.getByText('admin', { exact: true })).toBeVisible();
    await page.getByRole('switch', { name: 'Editing enabled' }).press('Space');
    await page.getByRole('switch', { name: 'Open in a popup' }).press('Space');
    await page.getByRole('button', { name: 'Nickname: awesome user!' }).click();
    await expect(page.getByRole('dialog', { name: 'Nickname' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('spinners, slider, dial and date picker', async () => {
    const budget = page.getByRole('textbox', { name: 'Budget' });
    await budget.focus();
    await page.keyboard.press('ArrowUp');
    await expect(budget).toHaveValue('$1,025');
    // Steps count from the starting $1,000; a typed value between them is kept and the nearest are named.
    await budget.fill('1010');
    await budget.press('Tab');
    await expect(budget).toHaveAccessibleDescription(/the nearest are \$1,000 and \$1,025\./);
    await page.getByRole('slider', { name: /Lowest price/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('slider', { name: /Lowest price/ })).toHaveAttribute('aria-valuetext', '$10');
    await page.getByRole('slider', { name: 'Volume' }).focus();
    await page.keyboard.press('PageUp');
    await expect(page.getByRole('slider', { name: 'Volume' })).not.toHaveAttribute('aria-valuetext', '35');
    await page.getByRole('button', { name: 'Choose date Start date' }).click();
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2030');
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2030');
    await page.keyboard.press('Escape');
  });

  await test.step('tags and masked inputs', async () => {
    const skills = page.getByRole('textbox', { name: 'Skills' });
    await skills.fill('Testing');
    await skills.press('Enter');
    await expect(page.getByRole('list', { name: 'Skills' })).toContainText('Testing');
    await skills.pressSequentially('react,');
    await expect(skills).toHaveAccessibleDescription(/“react” is already in the list/);
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.pressSequentially('555x1234567');
    await expect(phone).toHaveValue('(555) 123-4567');
  });

  await test.step('the city autocomplete searches the demo list, loaded on the first search', async () => {
    expect(cityRequests).toEqual([]);
    const city = page.getByRole('combobox', { name: 'City' });
    await city.pressSequentially('sao');
    await expect(page.getByRole('option', { name: 'São Paulo, Brazil' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'cities found' })).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(city).toHaveValue('São Paulo, Brazil');
    expect(cityRequests).toHaveLength(1);
  });

  await test.step('colour picker: a bad hex code is kept with a message, a good one sets the colour', async () => {
    // Below the first screen, it loads when scrolled to.
    await page.getByRole('region', { name: 'Colour picker' }).scrollIntoViewIfNeeded();
    const hex = page.getByRole('textbox', { name: 'Hex' });
    await hex.fill('#12345');
    await hex.press('Tab');
    await expect(hex).toHaveValue('#12345');
    await expect(hex).toHaveAccessibleDescription(/Not a hex colour: .* The colour stays #3276B1\./);
    await hex.fill('c46a69');
    await hex.press('Tab');
    await expect(hex).toHaveValue('#C46A69');
    await expect(page.getByRole('textbox', { name: 'Red', exact: true })).toHaveValue('196');
    await page.getByRole('slider', { name: 'Hue' }).press('Home');
    await expect(hex).not.toHaveValue('#C46A69');
  });

  await test.step('multi-select: filter, pick with Enter, Backspace removes the last, each announced', async () => {
    await page.getByRole('region', { name: 'Multi-select' }).scrollIntoViewIfNeeded();
    const countries = page.getByRole('combobox', { name: 'Countries served' });
    await countries.pressSequentially('bra');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Brazil added, 3 chosen' })).toBeAttached();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Backspace');
    await expect(page.getByRole('status').filter({ hasText: 'Brazil removed, 2 chosen' })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Countries served' }).getByRole('listitem')).toHaveText([
      /Germany/,
      /Japan/,
    ]);
  });

  await expectNoAxeViolationsInEveryLook(page, { skins: [skins[0]!, skins[1]!] });
  health.expectHealthy();
});
