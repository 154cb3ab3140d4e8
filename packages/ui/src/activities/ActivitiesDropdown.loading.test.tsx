import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { ActivitiesDropdown } from './ActivitiesDropdown';
import { ACTIVITY_SAMPLE_NOW, activitySampleItems, activitySampleTypes } from './activitySample';

// Holds the panel's lazily loaded module back until the test lets it through, like a slow network would.
// It sits in a file of its own because the module is loaded once per file.
const panelCode = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('./ActivitiesPanel', async (importOriginal) => {
  await panelCode.arrived;
  return importOriginal();
});

const dialog = () => page.getByRole('dialog', { name: 'Activities' });
const trigger = () => page.getByRole('button', { name: /^Activities/ });

describe('ActivitiesDropdown on first open', () => {
  it('shows the trigger expanded and a spinner in the frame until the panel arrives, then moves focus in', async () => {
    await renderWithTheme(
      <ActivitiesDropdown
        types={activitySampleTypes}
        items={activitySampleItems.msgs}
        now={ACTIVITY_SAMPLE_NOW}
      />,
    );
    await trigger().click();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('progressbar', { name: 'Loading activities…' })).toBeVisible();
    expect(dialog().query()).toBeNull();
    await expect.element(trigger()).toHaveFocus();

    panelCode.arrive();
    await expect.element(page.getByRole('tab', { name: 'Msgs (14)' })).toHaveFocus();
    expect(page.getByRole('progressbar').query()).toBeNull();

    // Once loaded, the panel opens at once: no frame, no spinner.
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await trigger().click();
    expect(dialog().query()).not.toBeNull();
    await expect.element(page.getByRole('tab', { name: 'Msgs (14)' })).toHaveFocus();
  });
});
