import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { network } from '../../test/simulatedNetwork';
import { renderWithTheme } from '../../test/render';
import { ActivitiesDropdown } from './ActivitiesDropdown';
import { ACTIVITY_SAMPLE_NOW, activitySampleItems, activitySampleTypes } from './activitySample';
import type * as popupModule from './ActivitiesPopup';

// The part's code comes over a simulated network (test/simulatedNetwork): offline, or held back until
// released. A file of its own: the module loads once a file.
vi.mock('./ActivitiesPopup', async (importOriginal) => {
  const { overNetwork } = await import('../../test/simulatedNetwork');
  const { ActivitiesPopup } = await importOriginal<typeof popupModule>();
  return { ActivitiesPopup: overNetwork(ActivitiesPopup) };
});

function Example() {
  return (
    <main>
      <ActivitiesDropdown
        types={activitySampleTypes}
        items={activitySampleItems.msgs}
        now={ACTIVITY_SAMPLE_NOW}
      />
      <button type="button">After</button>
    </main>
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Activities' });
const trigger = () => page.getByRole('button', { name: /^Activities/ });

describe('ActivitiesDropdown loading its panel on first use', () => {
  it('closes again when the panel code cannot load, leaving the trigger usable', async () => {
    await renderWithTheme(<Example />);
    await trigger().click();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    // Opening still marks the activities as seen.
    await expect.element(trigger()).toHaveAccessibleName('Activities, 0 new');
    expect(dialog().query()).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('opens from the keyboard with no hover before, moving focus in once the code arrives', async () => {
    network.isOffline = false;
    await renderWithTheme(<Example />);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(dialog().query()).toBeNull();
    await expect.element(trigger()).toHaveFocus();

    network.release();
    await expect.element(page.getByRole('tab', { name: 'Msgs (14)' })).toHaveFocus();
    await expect.element(trigger()).toHaveAttribute('aria-controls', dialog().element().id);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });
});
