import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { PricingPlan } from './PricingPlan';

describe('PricingPlan', () => {
  it('is an article named by its plan that reads which features are in and which are not', async () => {
    await renderWithTheme(
      <main>
        <PricingPlan
          name="Business"
          price="$29"
          period="per month"
          features={[
            { text: 'Ten sites', isIncluded: true },
            { text: 'Phone support', isIncluded: false },
          ]}
          action={<button type="button">Choose Business</button>}
          isPopular
        />
      </main>,
    );
    const plan = page.getByRole('article', { name: 'Business' });
    await expect.element(plan).toBeVisible();
    await expect.element(plan.getByText('Popular')).toBeVisible();
    expect(
      plan
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Included: Ten sites', 'Not included: Phone support']);
    await expect.element(plan.getByRole('button', { name: 'Choose Business' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows no popular ribbon unless asked', async () => {
    await renderWithTheme(<PricingPlan name="Starter" price="$0" features={[]} />);
    await expect.element(page.getByRole('article', { name: 'Starter' })).toBeVisible();
    expect(page.getByText('Popular').elements()).toHaveLength(0);
  });
});
