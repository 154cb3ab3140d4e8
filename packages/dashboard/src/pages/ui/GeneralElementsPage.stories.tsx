import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationProvider } from '@atrium/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import GeneralElementsPage from './GeneralElementsPage';

const meta = {
  title: 'Screens/UI Elements/GeneralElementsPage',
  component: GeneralElementsPage,
  tags: ['autodocs'],
  decorators: [
    inShellContent,
    (Story) => (
      <NotificationProvider>
        <Story />
      </NotificationProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GeneralElementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Dialogs, popovers and notifications are drawn outside the story's root.
const page = within(document.body);

/** Waits for the notification box titled `title` to be drawn (its code loads with the first box). */
async function expectBox(title: string) {
  const box = await page.findByRole('group', { name: title }, { timeout: 4000 });
  await waitFor(() => expect(box).toBeVisible(), { timeout: 4000 });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'UI Elements, General Elements',
    );
    const warning = screen.getByText('Your monthly traffic is reaching its limit.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(warning).not.toBeInTheDocument());

    const accordion = screen.getByRole('button', { name: 'Returns' });
    await userEvent.click(accordion);
    await expect(accordion).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Popover on top' }));
    const popover = await page.findByRole('dialog', { name: 'Popover on top' });
    await waitFor(() => expect(popover).toHaveTextContent('Popovers hold a title'));
    await userEvent.keyboard('{Escape}');
  },
};

export const DynamicTab: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    const dialog = await page.findByRole('dialog', { name: 'Add a tab' });
    // 600 px wide, less the underlay's 16 px padding each side when the window is narrower.
    await expect(dialog.offsetWidth).toBe(Math.min(600, window.innerWidth - 32));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const added = screen.getByRole('tab', { name: 'Tab 3' });
    await expect(added).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('tabpanel', { name: 'Tab 3' })).toHaveTextContent('Tab 3 content.');

    await userEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    const second = await page.findByRole('dialog', { name: 'Add a tab' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Title' }), '<b>Sales</b>');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Content' }), 'Weekly numbers');
    await userEvent.click(within(second).getByRole('button', { name: 'Add' }));
    await expect(screen.getByRole('tab', { name: '<b>Sales</b>' })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('tabpanel')).toHaveTextContent('Weekly numbers');
  },
};

export const ConfirmationAnswers: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Login dialog' }));
    const login = await page.findByRole('dialog', { name: 'Sign in' });
    await userEvent.click(within(login).getByRole('button', { name: 'Cancel' }));
    await expectBox('Why did you cancel that? :(');

    await userEvent.click(screen.getByRole('button', { name: 'Login dialog' }));
    const again = await page.findByRole('dialog', { name: 'Sign in' });
    await userEvent.type(within(again).getByRole('textbox', { name: 'Username' }), 'ada');
    await userEvent.click(within(again).getByRole('button', { name: 'Sign in' }));
    await expectBox('Welcome back, ada');

    await userEvent.click(screen.getByRole('button', { name: 'Message box' }));
    const question = await page.findByRole('alertdialog', { name: 'Delete the draft?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await expectBox('You pressed Yes');
  },
};

export const Modal: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Open modal' }));
    const modal = await page.findByRole('dialog', { name: 'Modal title' });
    await expect(modal.offsetWidth).toBe(
      Math.floor(Math.min(window.innerWidth * 0.7, 600, window.innerWidth - 32)),
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(modal).not.toBeInTheDocument());
    // Focus goes back to the trigger once the dialog has left, which can be a frame after it leaves the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open modal' })).toHaveFocus());
  },
};
