import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import ProductsViewPage from './ProductsViewPage';
import { ShopStoryFrame } from './shopStoryFrame';

// The catalogue is the demo's generated api/e-commerce/products.json, which Storybook serves.
const meta = {
  title: 'Screens/ECommerce/ProductsViewPage',
  component: ProductsViewPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ShopStoryFrame path="/e-commerce/products-view" entry="/e-commerce/products-view">
      <ProductsViewPage />
    </ShopStoryFrame>
  ),
} satisfies Meta<typeof ProductsViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvas: HTMLElement) =>
  within(canvas)
    .queryAllByRole('article')
    .map((card) => card.querySelector('h3')?.textContent ?? '');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(12), { timeout: 15_000 });
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('Showing 12 of 12 products');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'wireless');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Aurora Wireless Headphones']));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search products' }));

    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Price: low to high' }));
    await waitFor(() => expect(cardNames(canvasElement)[0]).toBe('Halo Desk Lamp'));

    await userEvent.click(canvas.getByRole('link', { name: 'Halo Desk Lamp' }));
    await expect(
      canvas.getByText(/Now at \/e-commerce\/products-detail\?product=halo-desk-lamp/),
    ).toBeVisible();
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(12), { timeout: 15_000 });
    // Hostile text is searched for literally and the page says nothing matched.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search products' }),
      '<img src=x onerror=alert(1)>',
    );
    await expect(await canvas.findByText('No products match your search.')).toBeVisible();
  },
};
