import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ProductCard } from './ProductCard';

// The picture is one the demo generates into its public folder, which Storybook serves.
const meta = {
  title: 'Data/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    name: 'Aurora Wireless Headphones',
    href: '#/e-commerce/products-detail?product=aurora-wireless-headphones',
    image: {
      src: 'api/e-commerce/products/aurora-wireless-headphones-front.svg',
      alt: 'Aurora Wireless Headphones, front view',
    },
    price: '$149.00',
    category: 'Audio',
    rating: { value: 4.3, count: 3 },
  },
  argTypes: {
    name: { control: 'text' },
    price: { control: 'text' },
    listPrice: { control: 'text' },
    category: { control: 'text' },
    ribbon: { control: 'text' },
    image: { control: 'object' },
    footer: { control: false },
    linkComponent: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Aurora Wireless Headphones' });
    await expect(within(card).getByRole('link', { name: 'Aurora Wireless Headphones' })).toHaveAttribute(
      'href',
      '#/e-commerce/products-detail?product=aurora-wireless-headphones',
    );
    await expect(within(card).getByRole('img', { name: /front view/ })).toHaveAttribute('loading', 'lazy');
    await expect(within(card).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
  },
};

export const OnSale: Story = {
  args: { price: '$71.20', listPrice: '$89.00', ribbon: 'Sale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The struck-through price is announced as the old one, not as a second price.
    await expect(canvas.getByText('was')).toBeInTheDocument();
    await expect(canvas.getByText('Sale')).toBeVisible();
  },
};

const onAdd = fn();

export const WithActions: Story = {
  args: { footer: <Button onPress={onAdd}>Add to cart</Button> },
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(onAdd).toHaveBeenCalledOnce();
  },
};

export const HostileText: Story = {
  args: { name: '<script>alert("x")</script> & "quotes"', category: 'مرحبا' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '<script>alert("x")</script> & "quotes"' }),
    ).toBeVisible();
  },
};
