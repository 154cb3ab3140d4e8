import type { Meta, StoryObj } from '@storybook/react-vite';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Calendar } from './Calendar';

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

const meta = {
  title: 'Controls/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Appointment date',
    onChange: fn(),
    isDisabled: false,
    isReadOnly: false,
    isInvalid: false,
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en-US', 'de'], mapping: { 'en-US': enUS, de } },
    value: { control: false },
    defaultValue: { control: false },
    minValue: { control: false },
    maxValue: { control: false },
    isDateUnavailable: { control: false },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('combobox', { name: 'Month' });
    await expect(month).toHaveValue(String(new Date().getMonth() + 1));
    await expect(canvas.getByRole('button', { name: /^Today, / })).toBeInTheDocument();
  },
};

export const WithValue: Story = {
  args: { defaultValue: new Date(2025, 2, 14) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('button', { name: /March 14, 2025/ });
    await expect(selected.closest('td')).toHaveAttribute('aria-selected', 'true');
    selected.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /March 22, 2025/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('button', { name: /April 22, 2025/ })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveValue('4');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2025, 3, 1));
  },
};

export const MonthAndYearSelectors: Story = {
  args: { defaultValue: new Date(2025, 2, 14) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), '7');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2027');
    await userEvent.click(canvas.getByRole('button', { name: /July 9, 2027/ }));
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2027, 6, 9));
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveValue('8');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveValue('6');
  },
};

export const MinAndMax: Story = {
  args: {
    defaultValue: new Date(2025, 2, 14),
    minValue: new Date(2025, 2, 5),
    maxValue: new Date(2025, 3, 20),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /March 4, 2025/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: 'February' })).toBeDisabled();
    const years = within(canvas.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    await expect(years.map((year) => year.textContent)).toEqual(['2025']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /April 21, 2025/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const UnavailableDates: Story = {
  args: { defaultValue: new Date(2025, 2, 14), isDateUnavailable: isWeekend },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const saturday = canvas.getByRole('button', { name: /Saturday, March 15, 2025/ });
    await expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saturday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Monday, March 17, 2025/ }));
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2025, 2, 17));
  },
};

export const Disabled: Story = {
  args: { defaultValue: new Date(2025, 2, 14), isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /March 20, 2025/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: new Date(2025, 2, 14), isInvalid: true, errorMessage: 'Pick a weekday' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pick a weekday')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /March 14, 2025/ })).toHaveAccessibleDescription(
      'Pick a weekday',
    );
  },
};

export const GermanLocale: Story = {
  args: { 'aria-label': 'Termin', locale: de, defaultValue: new Date(2025, 2, 14) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('combobox', { name: 'Month' });
    await expect(within(month).getByRole('option', { selected: true })).toHaveTextContent('März');
    const headers = canvasElement.querySelectorAll('th');
    await expect(headers[0]).toHaveTextContent('Mo');
    await expect(headers[6]).toHaveTextContent('So');
    // react-aria reads the days out in German too.
    await waitFor(() => expect(canvas.getByRole('button', { name: /14\. März 2025/ })).toBeInTheDocument());
  },
};
