// The e-commerce orders (e-commerce/orders.json): 100 orders, the same on every run.
// Statuses follow an order's life: placed (Pending), being packed (Processing), on its way (Shipped),
// handed over (Delivered), or ended early (Refunded, Cancelled).
export const orderStatuses = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Refunded', 'Cancelled'];

// Postal codes of several countries, as a shop shipping abroad sees them.
const postalZips = [
  '59174',
  'G3V 4V4',
  '60276',
  '35418',
  'R5R 0LA',
  '77494',
  '1017 XN',
  '15894',
  'JE0Q 6LG',
  '80331',
];
// How often each status occurs, most orders being delivered.
const statusCycle = [3, 3, 3, 0, 3, 1, 2, 3, 4, 3, 0, 2, 3, 5, 3, 1];

const spread = (index, step, size) => (index * step + 11) % size;
const pad = (value, length) => String(value).padStart(length, '0');
/** A day of 2015–2016 as "2016/11/13", `offset` days after a scattered start. */
function day(index, step, offset = 0) {
  const date = new Date(Date.UTC(2015, 0, 1) + (spread(index, step, 700) + offset) * 86_400_000);
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1, 2)}/${pad(date.getUTCDate(), 2)}`;
}

export const orders = Array.from({ length: 100 }, (_, index) => {
  const status = orderStatuses[statusCycle[index % statusCycle.length]];
  const isSent = status === 'Shipped' || status === 'Delivered' || status === 'Refunded';
  return {
    orderId: 101 + spread(index, 37, 100),
    customerId: `${100 + spread(index, 71, 900)}-${pad(100 + spread(index, 389, 900), 3)}-${pad(spread(index, 7877, 10000), 4)}`,
    purchase: day(index, 263),
    // Only orders that left the warehouse have a delivery date.
    ...(isSent && { delivery: day(index, 263, 2 + spread(index, 3, 12)) }),
    basePrice: (100 + spread(index, 9973, 99000)) / 100,
    postalZip: postalZips[spread(index, 7, postalZips.length)],
    status,
  };
});
