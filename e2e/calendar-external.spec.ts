import { expect, test } from '@playwright/test';
import { waitForApp, watchPageHealth } from './pageHealth';

test.describe('calendar: draggable events', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('added events and a dragged one are saved, the list of draggable events too', async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto('./#/calendar');
    await waitForApp(page);
    const calendar = page.getByRole('region', { name: 'My Events' });
    // The events arrive after the page's code and a first fetch of the demo data; allow for a busy machine.
    await expect(calendar.getByRole('button', { name: /All-hands meeting/ })).toBeVisible({
      timeout: 15_000,
    });

    await page.getByRole('textbox', { name: 'Event title' }).fill('Quarterly planning');
    await page.getByRole('textbox', { name: 'Event description' }).fill('Room 4, bring the numbers');
    // The round radio is drawn over the native one, so the press lands on its label, as a person's would.
    await page.getByRole('radiogroup', { name: 'Colour' }).getByText('Green').click();
    await page.getByRole('button', { name: 'Add event' }).click();
    const draggable = page.getByRole('list', { name: 'Draggable events' });
    const template = draggable.getByRole('button', { name: /Quarterly planning/ });
    await expect(template).toBeVisible();
    // A second one stays in the list, undragged, to be found there after the reload.
    await page.getByRole('textbox', { name: 'Event title' }).fill('Desk check');
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect(draggable.getByRole('button', { name: /Desk check/ })).toBeVisible();

    // The 10th is in this month's grid whatever today is; its number button names the cell.
    const day = calendar.getByRole('gridcell').filter({
      has: page.getByRole('button', { name: /^\w+, \w+ 10, \d{4}/, exact: false }),
    });
    // Pressed, moved in steps and released, as a hand does: the drag starts only after a small move.
    await template.hover();
    await page.mouse.down();
    const target = await day.first().boundingBox();
    if (!target) throw new Error('The 10th is not on screen');
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(day.getByRole('button', { name: /Quarterly planning/ })).toBeVisible();
    // "Remove after drop" starts ticked: the template has left the list.
    await expect(template).toHaveCount(0);

    await page.reload();
    await waitForApp(page);
    // The list is as it was left: the added template kept, the dropped one still removed.
    const reloadedList = page.getByRole('list', { name: 'Draggable events' });
    await expect(reloadedList.getByRole('button', { name: /Desk check/ })).toBeVisible();
    await expect(reloadedList.getByRole('button', { name: /Office Meeting/ })).toBeVisible();
    await expect(reloadedList.getByRole('button', { name: /Quarterly planning/ })).toHaveCount(0);
    const kept = page
      .getByRole('region', { name: 'My Events' })
      .getByRole('gridcell')
      .filter({ has: page.getByRole('button', { name: /^\w+, \w+ 10, \d{4}/ }) })
      .getByRole('button', { name: /Quarterly planning/ });
    await expect(kept).toHaveClass(/bg-color-greenLight/);
    await kept.click();
    await expect(page.getByRole('dialog', { name: 'Quarterly planning' })).toContainText(
      'Room 4, bring the numbers',
    );
    health.expectHealthy();
  });
});
