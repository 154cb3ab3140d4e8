// The invoices of the invoice page (e-commerce/invoices.json): made out by the demo's own company to three
// clients. Amounts are whole cents and the tax rate is in basis points, so the page's totals are exact; the
// totals themselves are not stored, the page computes them from the lines.

const seller = {
  name: 'Atrium Studio Ltd.',
  address: ['48 Harbour Street', 'Halifax NS B3J 1A1, Canada'],
  phone: '+1 902 555 0143',
  email: 'billing@atrium.example',
};

const paymentMethods = ['Bank transfer', 'Credit card', 'PayPal'];
const note =
  'Please pay within 30 days of the invoice date. A 2% monthly interest charge applies to late payments.';

export const invoices = [
  {
    id: 'INV-2026-0042',
    number: 'INV-2026-0042',
    date: '2026-01-15',
    dueDate: '2026-02-14',
    currency: 'USD',
    taxRateBasisPoints: 1300,
    taxName: 'HST/GST',
    seller,
    client: {
      name: 'Rogers & Lane Outfitters',
      contact: 'Attn: Simone Hedger',
      address: ['342 Mirlington Road', 'Portland, OR 97205, USA'],
      phone: '+1 503 555 0187',
    },
    lines: [
      {
        item: 'Brand identity and logo',
        description: 'Logo, colour palette and type system, with a usage guide for print and web.',
        quantity: 1,
        unitPrice: 130000,
      },
      {
        item: 'Search engine optimisation',
        description: 'Audit of 40 pages, keyword plan and fixes to titles, headings and structured data.',
        quantity: 1,
        unitPrice: 140000,
      },
      {
        item: 'Support and upgrades',
        description: 'Hours of maintenance: framework upgrade and two bug-fix releases.',
        quantity: 12.5,
        unitPrice: 13600,
      },
    ],
    paymentMethods,
    note,
  },
  {
    id: 'INV-2026-0043',
    number: 'INV-2026-0043',
    date: '2026-01-22',
    dueDate: '2026-02-21',
    currency: 'EUR',
    taxRateBasisPoints: 2100,
    taxName: 'VAT',
    seller,
    client: {
      name: 'Hoekstra Design B.V.',
      contact: 'Attn: Lotte Hoekstra',
      address: ['Prinsengracht 263', '1016 GV Amsterdam, Netherlands'],
      email: 'accounts@hoekstra.example',
    },
    lines: [
      { item: 'Dashboard licence', description: 'Team licence, 12 months.', quantity: 1, unitPrice: 89900 },
      { item: 'Onboarding workshop', description: 'Half-day remote session.', quantity: 2, unitPrice: 45000 },
      {
        item: 'Custom skin',
        description: 'A skin in the client’s brand colours.',
        quantity: 1,
        unitPrice: 62050,
      },
    ],
    paymentMethods,
    note,
  },
  {
    id: 'INV-2026-0044',
    number: 'INV-2026-0044',
    date: '2026-01-29',
    dueDate: '2026-02-28',
    currency: 'USD',
    taxRateBasisPoints: 825,
    taxName: 'Sales tax',
    seller,
    client: {
      name: 'Meridian Health Clinics',
      contact: 'Attn: Dr. Amara Osei',
      address: ['1200 Congress Avenue', 'Austin, TX 78701, USA'],
      phone: '+1 512 555 0110',
    },
    lines: [
      {
        item: 'Accessibility review',
        description: 'WCAG 2.2 AA audit of the patient portal.',
        quantity: 1,
        unitPrice: 240000,
      },
      {
        item: 'Remediation',
        description: 'Developer hours fixing the audit’s findings.',
        quantity: 18,
        unitPrice: 12500,
      },
      {
        item: 'Screen-reader testing',
        description: 'NVDA, JAWS and VoiceOver passes.',
        quantity: 6,
        unitPrice: 9999,
      },
      { item: 'Loyalty credit', description: 'Returning-client discount.', quantity: 1, unitPrice: -15000 },
    ],
    paymentMethods,
    note,
  },
];
