import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SampleWizard, sampleWizardMessages as m } from './wizardSample';

const meta = {
  title: 'Forms/Wizard',
  component: SampleWizard,
  tags: ['autodocs'],
  args: { variant: 'smart', onSubmit: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['smart', 'fuelux'] },
    onSubmit: { control: false },
  },
} satisfies Meta<typeof SampleWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const heading = (canvas: Canvas) => canvas.getByRole('heading', { level: 3 });
const stepTab = (canvas: Canvas, name: RegExp) =>
  within(canvas.getByRole('list', { name: 'Steps' })).getByRole('button', { name });

async function fillBasicInformation(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ann@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Ann');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Lee');
}

async function fillBilling(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Oslo');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Postal code/ }), '0150');
}

const submitted = {
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  city: 'Oslo',
  postalCode: '0150',
  terms: true,
};

/**
 * The smart wizard: Next checks the step, a passing step gets a check mark, a failing one keeps the user
 * there on its first invalid field; tabs jump anywhere; after the last step the wizard goes back to the
 * first step not yet passed, and submits once every step has passed.
 */
export const Smart: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('starts on step 1 with Previous disabled', async () => {
      await expect(heading(canvas)).toHaveTextContent('Step 1 - Basic information');
      await expect(stepTab(canvas, /Basic information/)).toHaveAttribute('aria-current', 'step');
      await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    });
    await step('an invalid step stays and focuses its first invalid field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
      await expect(canvas.getByText(m.emailRequired)).toBeVisible();
      await expect(heading(canvas)).toHaveTextContent('Step 1');
    });
    await step('a valid step is marked complete and the next one shown', async () => {
      await fillBasicInformation(canvas);
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(heading(canvas)).toHaveTextContent('Step 2 - Billing information'));
      await expect(heading(canvas)).toHaveFocus();
      await expect(stepTab(canvas, /Basic information \(complete\)/)).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent('Basic information complete.');
    });
    await step('a tab jumps to its step without checking', async () => {
      await userEvent.click(stepTab(canvas, /Save form/));
      await expect(heading(canvas)).toHaveTextContent('Step 3 - Save form');
      await expect(canvas.getByRole('status')).toHaveTextContent('Step 3 of 3: Save form');
    });
    await step('after the last step, back to the first step not yet passed', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /Terms and Conditions/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
      await waitFor(() => expect(heading(canvas)).toHaveTextContent('Step 2 - Billing information'));
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('once every step passed, the data is submitted', async () => {
      await fillBilling(canvas);
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(heading(canvas)).toHaveTextContent('Step 3'));
      await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(submitted, expect.anything()));
    });
  },
};

/** The Fuel UX wizard blocks at an invalid step; only the steps behind the current one can be revisited. */
export const FuelUx: Story = {
  args: { variant: 'fuelux' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('later steps cannot be reached from their tabs', async () => {
      await expect(stepTab(canvas, /Billing information/)).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Prev' })).toBeDisabled();
    });
    await step('Next is blocked while the step is invalid', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ann@example.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveFocus());
      await expect(canvas.getByText(m.firstName)).toBeVisible();
      await expect(heading(canvas)).toHaveTextContent('Step 1');
    });
    await step('a valid step moves on and can be revisited from its tab', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Ann');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Lee');
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(heading(canvas)).toHaveTextContent('Step 2 - Billing information'));
      await userEvent.click(stepTab(canvas, /Basic information \(complete\)/));
      await expect(heading(canvas)).toHaveTextContent('Step 1');
      await expect(stepTab(canvas, /Billing information/)).toBeDisabled();
    });
    await step('finishing calls back with the data', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(heading(canvas)).toHaveTextContent('Step 2'));
      await fillBilling(canvas);
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(heading(canvas)).toHaveTextContent('Step 3'));
      await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
      await waitFor(() => expect(canvas.getByText(m.terms)).toBeVisible());
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('checkbox', { name: /Terms and Conditions/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(submitted, expect.anything()));
    });
  },
};

/** By keyboard alone: Enter in a field means Next, and focus lands on each new step's heading. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /^Email/ }));
    await userEvent.keyboard('ann@example.com{Tab}Ann{Tab}Lee');
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(heading(canvas)).toHaveFocus());
    await expect(heading(canvas)).toHaveTextContent('Step 2');
    await userEvent.keyboard('{Tab}Oslo');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(m.postalCode)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Postal code/ })).toHaveFocus());
    await expect(heading(canvas)).toHaveTextContent('Step 2');
  },
};
