// The projects page's rows (project-list.json, under `data`): an agency's client and in-house projects, the
// same on every run. Contacts are the demo's people, so their avatars already exist under api/avatars.

export const projectStatuses = ['active', 'on-hold', 'inactive'];

const people = {
  ada: 'Ada Lindqvist',
  mo: 'Mira Okafor',
  jb: 'Jonas Berg',
  lh: 'Lina Haddad',
  tr: 'Tomás Rivera',
  ny: 'Noor Yilmaz',
  pk: 'Priya Kapoor',
  sv: 'Sofia Varga',
  ek: 'Emil Korhonen',
};

const contact = (key) => ({ name: people[key], picture: `api/avatars/${key}.svg` });

// [name, budget in US dollars (undefined when none was agreed), percent done, status, contacts, start day,
//  length in days, time tracking on]
const projects = [
  ['Brand portal redesign', 18000, 15, 'active', 'mo jb', 0, 210, false],
  ['Mobile banking onboarding', 42000, 75, 'active', 'lh tr ny', 12, 320, true],
  ['Warehouse scanner app', 9500, 55, 'active', 'jb pk sv ek', 20, 260, false],
  ['Search filters and facets', 15000, 100, 'active', 'ada mo tr ny', 31, 150, false],
  ['Server room renovation', 25000, 30, 'active', 'lh ek sv', 45, 400, false],
  ['Phase 1: Data warehouse discovery', 7000, 100, 'inactive', 'pk', 3, 90, false],
  ['Phase 2: Data warehouse pilot', undefined, 15, 'active', 'jb', 95, 300, true],
  ['Phase 3: Data warehouse roll-out', undefined, 10, 'on-hold', 'pk jb lh ek ny', 180, 420, false],
  ['Customer research interviews', 3500, 10, 'active', 'mo sv', 60, 120, false],
  ['Property management contracts', undefined, 55, 'active', 'tr', 8, 240, false],
  ['Newsletter platform migration', 4000, 95, 'active', 'ada ny mo pk', 40, 180, false],
  ['Checkout performance audit', 1200, 37, 'active', 'jb lh', 70, 90, true],
  ['Intranet search upgrade', undefined, 100, 'active', 'ek', 15, 200, true],
  ['Accessibility review', 6000, 80, 'active', 'ada sv tr', 100, 60, true],
  ['Loyalty programme launch', 30000, 45, 'on-hold', 'mo lh pk jb', 110, 270, false],
  ['Support chatbot', 12500, 65, 'active', 'ny ek', 130, 150, true],
  ['Analytics dashboard', 8000, 90, 'active', 'ada jb mo', 22, 170, true],
  ['Payroll system integration', undefined, 25, 'inactive', 'tr sv', 140, 210, false],
  ['Event ticketing site', 22000, 5, 'active', 'lh ny ek', 160, 250, false],
  ['Office network refresh', 14000, 60, 'active', 'pk tr', 50, 130, false],
];

const descriptions = {
  'Brand portal redesign':
    'A new look and navigation for the client brand portal, from wireframes to the design system.',
  'Mobile banking onboarding':
    'Shorter sign-up for the bank app: identity check, first deposit and card order in one flow.',
  'Warehouse scanner app':
    'An offline-first app for handheld scanners that books goods in and out of three warehouses.',
  'Search filters and facets':
    'Faceted search for the shop catalogue, with filters that keep their state in the address.',
  'Server room renovation':
    'New racks, cooling and power for the office server room, moved without downtime.',
  'Phase 1: Data warehouse discovery':
    'Interviews and source inventory for the reporting warehouse; the findings are signed off.',
  'Phase 2: Data warehouse pilot':
    'A first warehouse slice with the sales data and two dashboards, to test the model with real users.',
  'Phase 3: Data warehouse roll-out':
    'Every department on the warehouse, waiting on the pilot review before it starts in earnest.',
  'Customer research interviews':
    "Twenty interviews with the client's customers on how they compare and order.",
  'Property management contracts':
    'Standard contracts and an approval workflow for the property management team.',
  'Newsletter platform migration':
    'Moving 60,000 subscribers and every template to the new mailing platform.',
  'Checkout performance audit': 'Load tests and profiling of the checkout, with a ranked list of fixes.',
  'Intranet search upgrade':
    'The staff intranet on a new search engine, with synonyms and document previews.',
  'Accessibility review': 'A WCAG 2.2 AA audit of the public site and a workshop for the content editors.',
  'Loyalty programme launch':
    'Points, tiers and rewards for the retail client, on hold until the legal review is done.',
  'Support chatbot':
    'A chatbot that answers order questions and hands over to an agent with the whole conversation.',
  'Analytics dashboard': 'Live sales and traffic figures for the management team, on every screen size.',
  'Payroll system integration':
    'Time sheets flowing into payroll; paused while the client chooses a payroll provider.',
  'Event ticketing site': 'Ticket sales, seat maps and door scanning for a concert venue.',
  'Office network refresh': 'New switches, Wi-Fi and a guest network across two floors.',
};

/** A small deterministic generator (a linear congruential one), so the charts look random but never change. */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
}

/** Twelve months of planned hours and the hours booked against them, as the Target/Actual chart draws them. */
function targetActual(index) {
  const next = seeded(index + 7);
  const target = Array.from({ length: 12 }, () => 20 + Math.round(next() * 30));
  const actual = target.map((hours) => Math.max(0, hours + Math.round((next() - 0.5) * 24)));
  return { target, actual };
}

const firstDay = Date.UTC(2026, 0, 5);
const isoDay = (offset) => new Date(firstDay + offset * 86_400_000).toISOString().slice(0, 10);

export const projectList = projects.map(
  ([name, budget, est, status, contacts, start, length, tracker], index) => ({
    id: `p${String(index + 1).padStart(2, '0')}`,
    name,
    ...(budget !== undefined && { budget }),
    est,
    contacts: contacts.split(' ').map(contact),
    status,
    'target-actual': targetActual(index),
    starts: isoDay(start),
    ends: isoDay(start + length),
    tracker,
    description: descriptions[name],
  }),
);
