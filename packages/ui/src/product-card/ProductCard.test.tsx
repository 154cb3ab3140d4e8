import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { ProductCard, type ProductLinkProps } from './ProductCard';

const image = { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'Blue headphones on a desk' };

describe('ProductCard', () => {
  it('is an article named by its product, linking to it, with the old price read as what it was', async () => {
    await renderWithTheme(
      <main>
        <ProductCard
          name="Aurora Headphones"
          href="#/product/aurora"
          image={image}
          price="$149.00"
          listPrice="$199.00"
          category="Audio"
          ribbon="Sale"
        />
      </main>,
    );
    const card = page.getByRole('article', { name: 'Aurora Headphones' });
    await expect
      .element(card.getByRole('link', { name: 'Aurora Headphones' }))
      .toHaveAttribute('href', '#/product/aurora');
    await expect.element(card.getByRole('img', { name: 'Blue headphones on a desk' })).toBeInTheDocument();
    await expect.element(card.getByText('was $199.00')).toBeInTheDocument();
    // The price sits in a paragraph, which can hold no block element: React warns, and parsers move it out.
    expect(card.getByText('was $199.00').element().querySelector('div')).toBeNull();
    await expect.element(card.getByText('Sale')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('draws its link with the router link it is given', async () => {
    const RouterLink = ({ href, children }: ProductLinkProps) => (
      <a href={href} data-router-link="">
        {children}
      </a>
    );
    await renderWithTheme(
      <ProductCard name="Tote" href="/tote" image={image} price="$89.00" linkComponent={RouterLink} />,
    );
    await expect.element(page.getByRole('link', { name: 'Tote' })).toHaveAttribute('data-router-link', '');
    expect(page.getByText(/was/).elements()).toHaveLength(0);
  });

  it('names the product without a link when its address would run a script', async () => {
    await renderWithTheme(
      <main>
        <ProductCard name="Trap" href="JaVaScRiPt&colon;alert(1)" image={image} price="$1.00" />
      </main>,
    );
    await expect.element(page.getByRole('article', { name: 'Trap' })).toBeVisible();
    expect(page.getByRole('link').elements()).toHaveLength(0);
  });
});
