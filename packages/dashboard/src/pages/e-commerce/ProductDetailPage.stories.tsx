import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import ProductDetailPage from './ProductDetailPage';
import { ShopStoryFrame } from './shopStoryFrame';

// The product and its reviews come from the demo's generated api/e-commerce/ files, which Storybook serves.
const meta = {
  title: 'Screens/ECommerce/ProductDetailPage',
  component: ProductDetailPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
  args: { entry: '/e-commerce/products-detail?product=voyager-daypack' },
  render: ({ entry }: { entry: string }) => (
    <ShopStoryFrame path="/e-commerce/products-detail" entry={entry}>
      <ProductDetailPage />
    </ShopStoryFrame>
  ),
} satisfies Meta<{ entry: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Voyager Daypack' }, { timeout: 15_000 }),
    ).toBeVisible();
    // The thumbnails swap the large picture.
    await userEvent.click(canvas.getByRole('button', { name: /Show picture 2/ }));
    await expect(canvas.getByRole('img', { name: 'Voyager Daypack, detail view' })).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Sand' }));
    await userEvent.click(canvas.getByRole('radio', { name: '28 L' }));
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(canvas.getByTestId('cart')).toHaveTextContent('Cart: 2');
    await expect(canvas.getByText('Added 2 × Voyager Daypack to your cart.')).toBeVisible();
  },
};

export const ReviewRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Review form' }, { timeout: 15_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Review/ }), 'Too short');
    await userEvent.click(within(form).getByRole('button', { name: 'Review it' }));
    await expect(
      await within(form).findAllByText('Your review must be at least 20 characters long'),
    ).not.toHaveLength(0);
    await expect(within(form).getAllByText('Please rate the product').length).toBeGreaterThan(0);
  },
};

export const WritesAReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Review form' }, { timeout: 15_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ada <b>Lindqvist</b>');
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Review/ }),
      'Comfortable strap, and the battery really lasts a week.',
    );
    for (const group of ['Quality of the product', 'Reliability of the product', 'Overall rating']) {
      await userEvent.click(
        within(within(form).getByRole('radiogroup', { name: new RegExp(group) })).getByRole('radio', {
          name: '4',
        }),
      );
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Review it' }));
    await expect(await canvas.findByText('Thank you! Your review was added.')).toBeVisible();
    const reviews = canvas.getByRole('list', { name: 'Reviews' });
    await waitFor(() => expect(within(reviews).getByText('Ada <b>Lindqvist</b>')).toBeVisible());
  },
};

export const UnknownProduct: Story = {
  args: { entry: '/e-commerce/products-detail?product=nothing-here' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/There is no product “nothing-here”/, {}, { timeout: 15_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Browse all products' }));
    await expect(canvas.getByText(/Now at \/e-commerce\/products-view/)).toBeVisible();
  },
};
