// The plans of the pricing table (pricing.json). Prices are whole cents; a year costs ten months, the usual
// "two months free" of yearly billing.

const features = (included, lines) => lines.map((text, index) => ({ text, isIncluded: index < included }));

const allFeatures = [
  'Every widget and page',
  'All seven skins and right to left',
  'Updates for a year',
  'Email support',
  'Source of the design files',
  'Priority support, next working day',
  'Extended licence for products you sell',
];

export const pricingPlans = [
  {
    id: 'starter',
    name: 'Starter',
    tagline: 'Try it on one project',
    monthly: 0,
    features: features(2, allFeatures),
  },
  {
    id: 'personal',
    name: 'Personal',
    tagline: 'For freelancers',
    monthly: 1900,
    features: features(4, allFeatures),
  },
  {
    id: 'team',
    name: 'Team',
    tagline: 'For product teams',
    monthly: 4900,
    isPopular: true,
    features: features(6, allFeatures),
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tagline: 'For agencies and SaaS',
    monthly: 9900,
    features: features(7, allFeatures),
  },
].map((plan) => ({ currency: 'USD', yearly: plan.monthly * 10, isPopular: false, ...plan }));
