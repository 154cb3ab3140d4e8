// The shop's catalogue (e-commerce/products.json), its reviews (e-commerce/reviews.json) and the product
// pictures (e-commerce/products/*.svg). Pictures are flat vector drawings made here, three views a product, so
// the demo ships no photographs and loads from no image host. Everything is the same on every run.

// One simple silhouette per category, drawn on a 400 × 300 canvas around its centre.
const shapes = {
  audio: (
    ink,
    accent,
  ) => `<path d="M130 170 V150 a70 70 0 0 1 140 0 V170" fill="none" stroke="${ink}" stroke-width="14"/>
  <rect x="112" y="160" width="40" height="70" rx="16" fill="${accent}"/>
  <rect x="248" y="160" width="40" height="70" rx="16" fill="${accent}"/>`,
  watches: (ink, accent) => `<rect x="172" y="40" width="56" height="220" rx="14" fill="${ink}"/>
  <circle cx="200" cy="150" r="62" fill="${accent}" stroke="${ink}" stroke-width="10"/>
  <path d="M200 150 V110 M200 150 L228 164" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
  cameras: (ink, accent) => `<rect x="100" y="100" width="200" height="130" rx="14" fill="${ink}"/>
  <rect x="130" y="84" width="56" height="24" rx="6" fill="${ink}"/>
  <circle cx="200" cy="166" r="46" fill="${accent}" stroke="#FFFFFF" stroke-width="8"/>`,
  bags: (
    ink,
    accent,
  ) => `<path d="M160 110 V92 a40 40 0 0 1 80 0 V110" fill="none" stroke="${ink}" stroke-width="12"/>
  <rect x="120" y="108" width="160" height="140" rx="20" fill="${accent}"/>
  <rect x="150" y="170" width="100" height="50" rx="10" fill="${ink}" opacity="0.35"/>`,
  footwear: (
    ink,
    accent,
  ) => `<path d="M90 200 Q96 140 150 132 L196 120 Q220 160 270 168 Q318 174 318 206 V222 H90 Z" fill="${accent}"/>
  <rect x="86" y="218" width="236" height="16" rx="8" fill="${ink}"/>`,
  lighting: (ink, accent) => `<path d="M150 80 H250 L280 160 H120 Z" fill="${accent}"/>
  <rect x="194" y="160" width="12" height="80" fill="${ink}"/>
  <rect x="150" y="236" width="100" height="14" rx="7" fill="${ink}"/>`,
};

// Each view frames the same product differently, as a shop's photo set would: whole, close, on a tint.
const views = [
  { name: 'front', scale: 1, background: (hue) => `hsl(${hue} 35% 92%)` },
  { name: 'detail', scale: 1.35, background: (hue) => `hsl(${hue} 30% 86%)` },
  { name: 'side', scale: 0.8, background: (hue) => `hsl(${(hue + 30) % 360} 40% 90%)` },
];

/** One view of a product: its silhouette in its colours, scaled about the canvas centre. */
function picture(category, hue, view) {
  const ink = `hsl(${hue} 30% 22%)`;
  const accent = `hsl(${hue} 55% 48%)`;
  const dx = Math.round((1 - view.scale) * 200);
  const dy = Math.round((1 - view.scale) * 150);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
  <rect width="400" height="300" fill="${view.background(hue)}"/>
  <g transform="translate(${dx} ${dy}) scale(${view.scale})">
  ${shapes[category](ink, accent)}
  </g>
</svg>
`;
}

/** Categories in the order the filter lists them. */
export const productCategories = ['audio', 'watches', 'cameras', 'bags', 'footwear', 'lighting'];

const colourChoices = {
  Graphite: '#3B3F46',
  Sand: '#CBB28E',
  Ocean: '#2F6F9F',
  Forest: '#3E6B4F',
  Coral: '#E07A5F',
  Ivory: '#EFE8DA',
};

// name, category, price in cents, hue, colours, sizes, description
const catalogue = [
  [
    'Aurora Wireless Headphones',
    'audio',
    14900,
    210,
    ['Graphite', 'Ivory'],
    [],
    'Over-ear headphones with 40 hours of playback, active noise cancelling and a fold-flat hinge for travel.',
  ],
  [
    'Pulse Studio Monitors',
    'audio',
    32900,
    260,
    ['Graphite'],
    [],
    'A pair of near-field monitors with a flat response for mixing in small rooms.',
  ],
  [
    'Meridian Field Watch',
    'watches',
    18900,
    30,
    ['Sand', 'Forest'],
    ['38 mm', '42 mm'],
    'A hand-wound field watch with a sapphire crystal and 100 m water resistance.',
  ],
  [
    'Tempo Smart Band',
    'watches',
    7900,
    190,
    ['Graphite', 'Coral', 'Ocean'],
    ['S', 'M', 'L'],
    'A slim activity band that tracks sleep, steps and heart rate for seven days on a charge.',
  ],
  [
    'Lumen Mirrorless Camera',
    'cameras',
    89900,
    0,
    ['Graphite'],
    [],
    'A 24-megapixel mirrorless body with in-body stabilisation and 4K video.',
  ],
  [
    'Pocket Instant Camera',
    'cameras',
    9900,
    340,
    ['Coral', 'Ivory', 'Ocean'],
    [],
    'Prints credit-card sized photos in under a minute; the film pack holds ten shots.',
  ],
  [
    'Voyager Daypack',
    'bags',
    8900,
    150,
    ['Forest', 'Graphite', 'Sand'],
    ['20 L', '28 L'],
    'A water-resistant daypack with a padded laptop sleeve and a hidden passport pocket.',
  ],
  [
    'Atelier Leather Tote',
    'bags',
    21900,
    20,
    ['Sand', 'Graphite'],
    [],
    'Vegetable-tanned leather tote, hand-stitched, with an inner zip pocket.',
  ],
  [
    'Stride Running Shoe',
    'footwear',
    12900,
    200,
    ['Ocean', 'Coral', 'Graphite'],
    ['40', '41', '42', '43', '44', '45'],
    'A cushioned daily trainer with a breathable knit upper and a recycled rubber outsole.',
  ],
  [
    'Summit Trail Boot',
    'footwear',
    17900,
    35,
    ['Sand', 'Forest'],
    ['40', '41', '42', '43', '44', '45'],
    'A waterproof hiking boot with a grippy lug sole and a padded ankle collar.',
  ],
  [
    'Halo Desk Lamp',
    'lighting',
    6900,
    45,
    ['Ivory', 'Graphite'],
    [],
    'A dimmable LED desk lamp with three colour temperatures and a USB-C charging port.',
  ],
  [
    'Orbit Floor Light',
    'lighting',
    15900,
    170,
    ['Ivory', 'Sand'],
    [],
    'A tall floor light with a linen shade that casts a warm, even glow.',
  ],
];

// Reviewers' words, cycled over the catalogue so each product reads differently.
const reviewers = [
  ['Hana Sato', 'Exactly as described and it arrived two days early. The finish feels premium.'],
  ['Lucas Moreau', 'Good value for the price, though the box could have been smaller.'],
  ['Priya Raman', 'I have used it every day for a month now and it still looks new.'],
  ['Tomás Ortega', 'Solid build. The colour is a little darker than the photos suggest.'],
  ['Grace Mensah', 'Customer service answered my sizing question within an hour. Very happy.'],
  ['Oskar Nilsson', 'Works well, but the instructions were thin. Took a while to set up.'],
];

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const products = catalogue.map(([name, category, price, , colours, sizes, description], index) => {
  const id = slug(name);
  return {
    id,
    name,
    category,
    price,
    // Every third product is on sale, 20 % off its list price.
    ...(index % 3 === 1 && { listPrice: Math.round(price / 0.8 / 100) * 100 }),
    currency: 'USD',
    description,
    colors: colours.map((colour) => ({ name: colour, hex: colourChoices[colour] })),
    sizes,
    // The trail boot is sold out, so the catalogue shows that state too.
    stock: name === 'Summit Trail Boot' ? 0 : (index * 7 + 3) % 23,
    images: views.map((view) => ({
      src: `api/e-commerce/products/${id}-${view.name}.svg`,
      alt: `${name}, ${view.name} view`,
    })),
    // Listed newest first when sorted by date: one product a week back from the anchor day.
    added: new Date(Date.UTC(2026, 0, 31) - index * 7 * 86_400_000).toISOString().slice(0, 10),
  };
});

export const productPictureFiles = Object.fromEntries(
  catalogue.flatMap(([name, category, , hue]) =>
    views.map((view) => [`e-commerce/products/${slug(name)}-${view.name}.svg`, picture(category, hue, view)]),
  ),
);

const stars = (index, offset) => String(3 + ((index * 5 + offset) % 3));

export const productReviews = products.flatMap((product, productIndex) =>
  Array.from({ length: 2 + (productIndex % 3) }, (_, n) => {
    const index = productIndex * 3 + n;
    const [name, review] = reviewers[index % reviewers.length];
    return {
      id: `${product.id}-review-${n + 1}`,
      productId: product.id,
      name,
      review,
      quality: stars(index, 0),
      reliability: stars(index, 1),
      overall: stars(index, 2),
      date: new Date(Date.UTC(2026, 0, 28) - index * 3 * 86_400_000).toISOString().slice(0, 10),
    };
  }),
);
