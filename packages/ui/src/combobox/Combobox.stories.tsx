import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SelectItem } from '../select';
import { Combobox } from './Combobox';
import type { LoadItems } from './useAsyncItems';

const cities: SelectItem[] = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Bern',
  'Bratislava',
  'Brussels',
  'Bucharest',
  'Budapest',
  'Copenhagen',
  'Dublin',
  'Lisbon',
  'Ljubljana',
  'London',
  'Madrid',
  'Oslo',
  'Paris',
  'Prague',
  'Reykjavík',
  'Riga',
  'Rome',
  'Sofia',
  'Stockholm',
  'Tallinn',
  'Vienna',
  'Vilnius',
  'Warsaw',
  'Zürich',
].map((label) => ({ value: label.toLowerCase(), label }));

/** Stands in for an external city-autocomplete service: answers after 150 ms, honours abort. */
const searchCities: LoadItems<SelectItem> = (query, { signal }) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const text = query.trim().toLowerCase();
      resolve(cities.filter((city) => city.label.toLowerCase().includes(text)));
    }, 150);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const failingSource: LoadItems<SelectItem> = () => Promise.reject(new Error('Service unavailable'));

const meta = {
  title: 'Controls/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: {
    label: 'City',
    items: cities,
    placeholder: 'Start typing a city',
    hasToggleButton: true,
    isDisabled: false,
    isInvalid: false,
    isValid: false,
    isRequired: false,
    onChange: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    items: { control: false },
    loadItems: { control: false },
    children: { control: false },
    messages: { control: 'object' },
    minChars: { control: { type: 'number', min: 0 } },
    delay: { control: { type: 'number', min: 0, step: 50 } },
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portalled menus render into the body, outside the story canvas. */
const page = () => within(document.body);

export const StaticItems: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'br');
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('brussels', cities[6]);
    await expect(input).toHaveValue('Brussels');
  },
};

export const PickWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show suggestions' }));
    await userEvent.click(await page().findByRole('option', { name: 'Oslo' }));
    await expect(args.onChange).toHaveBeenCalledWith('oslo', cities[15]);
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Oslo');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'City' }), 'xyz');
    await expect(await page().findByRole('status')).toHaveTextContent('No matches');
  },
};

/** A city autocomplete: suggestions from 3 characters, 100 ms after the last key. */
export const CityAutocomplete: Story = {
  args: { items: undefined, loadItems: searchCities, minChars: 3, delay: 100, hasToggleButton: false },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'bu');
    await expect(await page().findByRole('status')).toHaveTextContent('Type at least 3 characters');
    await userEvent.type(input, 'd');
    await expect(page().getByRole('status')).toHaveTextContent('Searching…');
    await expect(await page().findByRole('option', { name: 'Budapest' })).toBeVisible();
    await expect(page().getByRole('status')).toHaveTextContent('1 suggestion');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('budapest', cities[8]);
    await expect(input).toHaveValue('Budapest');
  },
};

export const LoadError: Story = {
  args: { items: undefined, loadItems: failingSource },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'rom');
    await expect(await page().findByText('Could not load suggestions')).toBeVisible();
    await expect(input).toHaveValue('rom');
  },
};

export const CustomMessages: Story = {
  args: {
    items: undefined,
    loadItems: searchCities,
    minChars: 2,
    messages: { tooShort: (n) => `Enter ${n} or more letters`, empty: 'No such city' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'q');
    await expect(await page().findByRole('status')).toHaveTextContent('Enter 2 or more letters');
    await userEvent.type(input, 'q');
    await expect(await page().findByText('No such city')).toBeVisible();
  },
};

export const CustomOptions: Story = {
  args: {
    children: (item, { isSelected }) => (
      <span>
        📍 {item.label}
        {isSelected ? ' ✓' : ''}
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'City' }), 'vien');
    await expect(await page().findByRole('option', { name: '📍 Vienna' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithDefaultValue: Story = {
  args: { defaultValue: 'lisbon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'City' })).toHaveValue('Lisbon');
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    isRequired: true,
    description: 'Billing city',
    errorMessage: 'Please enter your city',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Billing city Please enter your city');
  },
};

export const Valid: Story = {
  args: { isValid: true, defaultValue: 'paris' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.is-valid')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'rome' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'City' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Show suggestions' })).toBeDisabled();
  },
};
