// Invoice rows of the grid demo (tables/jqgrid.json): 18 rows, the same on every run. Every field is text,
// as the grid edits it; amounts carry two decimals and the total is amount plus tax.
const clients = [
  'Harbour & Finch',
  'Northwind Traders',
  'Kestrel Labs',
  'Bluebell Foods',
  'Larkspur Studio',
  'Meridian Freight',
];
const notes = [
  'Quarterly retainer',
  'Paid by bank transfer',
  'Net 30 terms',
  'Second reminder sent',
  'Includes on-site training',
  'Discount agreed by phone',
];
const taxRates = [0.05, 0.1, 0.2];

const money = (value) => value.toFixed(2);

/** The grid demo's invoices: id, date, name (client), note, amount, tax and total. */
export const gridInvoices = Array.from({ length: 18 }, (_, index) => {
  const amount = 120 + ((index * 379) % 31) * 45;
  const tax = amount * (taxRates[index % taxRates.length] ?? 0.1);
  const day = 1 + ((index * 11) % 28);
  const month = 1 + (index % 6);
  return {
    id: String(index + 1),
    date: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    name: clients[(index * 5) % clients.length],
    note: notes[(index * 4 + Math.floor(index / 6)) % notes.length],
    amount: money(amount),
    tax: money(tax),
    total: money(amount + tax),
  };
});
