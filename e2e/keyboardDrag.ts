import type { Page } from '@playwright/test';

/**
 * Waits until a drag picked up with the keyboard listens for the keys that move it. dnd-kit's keyboard sensor
 * starts listening in a timer set at the pick-up, and a busy machine can announce the pick-up before that timer
 * has run: an arrow key pressed in between is lost. A timer set now runs after the sensor's.
 */
export async function untilKeyboardDragListens(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
