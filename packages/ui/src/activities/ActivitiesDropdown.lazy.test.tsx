import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { ActivitiesDropdown } from './ActivitiesDropdown';
import { ACTIVITY_SAMPLE_NOW, activitySampleItems, activitySampleTypes } from './activitySample';
import type * as popupModule from './ActivitiesPopup';

// Stands in for the network the panel's frame comes over: offline, or holding the code back until the test
// lets it through. The dropdown reads the component off the loaded module inside a promise chain, so a thenable
// in its place decides, load by load, whether the load fails. It sits in a file of its own because the module
// is loaded once per file.
const network = vi.hoisted(() => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { isOffline: true, released, release };
});
vi.mock('./ActivitiesPopup', async (importOriginal) => {
  const { ActivitiesPopup } = await importOriginal<typeof popupModule>();
  return {
    ActivitiesPopup: {
      then(resolve: (component: typeof ActivitiesPopup) => void, reject: (error: Error) => void) {
        if (network.isOffline) reject(new Error('offline'));
        else void network.released.then(() => resolve(ActivitiesPopup));
      },
    },
  };
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
