import type { Meta, StoryObj } from '@storybook/react-vite';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

/** The calendar popover is portalled into the body, outside the story's canvas. */
const findCalendarDialog = () => screen.findByRole('dialog');

const meta = {
  title: 'Controls/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: {
    label: 'Due date',
    onChange: fn(),
    onOpenChange: fn(),
    format: 'MM/dd/yyyy',
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
    isInvalid: false,
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en-US', 'de'], mapping: { 'en-US': enUS, de } },
    format: { control: 'select', options: ['MM/dd/yyyy', 'dd.MM.yyyy', 'yyyy-MM-dd', 'd MMM yyyy'] },
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    value: { control: false },
    defaultValue: { control: false },
    minValue: { control: false },
    maxValue: { control: false },
    isDateUnavailable: { control: false },
    isOpen: { control: false },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'When the invoice falls due.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose date Due date' });
    await userEvent.click(button);
    const dialog = await findCalendarDialog();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Focus lands on today in the grid, then the arrow keys move it and Enter picks.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Today, / })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const tomorrow = new Date();
    tomorrow.setHours(0, 0, 0, 0);
    tomorrow.setDate(tomorrow.getDate() + 1);
    await expect(args.onChange).toHaveBeenCalledWith(tomorrow);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    const month = String(tomorrow.getMonth() + 1).padStart(2, '0');
    const day = String(tomorrow.getDate()).padStart(2, '0');
    await expect(canvas.getByRole('textbox', { name: 'Due date' })).toHaveValue(
      `${month}/${day}/${tomorrow.getFullYear()}`,
    );
  },
};

export const WithValue: Story = {
  args: { defaultValue: new Date(2025, 2, 14) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await expect(input).toHaveValue('03/14/2025');
    await userEvent.clear(input);
    await userEvent.type(input, '4/1/2025');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2025, 3, 1));
    await expect(input).toHaveValue('04/01/2025');

    const button = canvas.getByRole('button', { name: 'Choose date Due date' });
    await userEvent.click(button);
    const dialog = await findCalendarDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Month' }), '6');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '2026');
    await expect(within(dialog).getByRole('button', { name: /June 30, 2026/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(input).toHaveValue('04/01/2025');
  },
};

export const MinAndMax: Story = {
  args: {
    defaultValue: new Date(2025, 2, 14),
    minValue: new Date(2025, 2, 5),
    maxValue: new Date(2025, 5, 30),
    description: 'Between March 5 and June 30, 2025.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.clear(input);
    await userEvent.type(input, '03/01/2025{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Choose a date on or after 03\/05\/2025/);
    await userEvent.clear(input);
    await userEvent.type(input, '03/06/2025{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const UnavailableDates: Story = {
  args: { defaultValue: new Date(2025, 2, 14), isDateUnavailable: isWeekend, description: 'Weekdays only.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date Due date' }));
    const dialog = await findCalendarDialog();
    const saturday = within(dialog).getByRole('button', { name: /Saturday, March 15, 2025/ });
    await expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saturday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Due date' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: new Date(2025, 2, 14), isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Due date' })).toBeDisabled();
    const button = canvas.getByRole('button', { name: 'Choose date Due date' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: new Date(2025, 2, 14),
    isInvalid: true,
    errorMessage: 'The office is closed that week.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Due date' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The office is closed that week.');
  },
};

export const TypingErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.type(input, 'next week');
    // Nothing is judged while typing; leaving the field does.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a date as mm/dd/yyyy')).toBeVisible();
  },
};

export const GermanLocale: Story = {
  args: { label: 'Lieferdatum', locale: de, format: 'dd.MM.yyyy', defaultValue: new Date(2025, 2, 14) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Lieferdatum' })).toHaveValue('14.03.2025');
    await expect(canvas.getByRole('textbox', { name: 'Lieferdatum' })).toHaveAttribute(
      'placeholder',
      'dd.mm.yyyy',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Lieferdatum/ }));
    const dialog = await findCalendarDialog();
    const month = within(dialog).getByRole('combobox', { name: 'Month' });
    await expect(within(month).getByRole('option', { selected: true })).toHaveTextContent('März');
    await expect(dialog.querySelector('th')).toHaveTextContent('Mo');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
