/** One line of the sample order the confirmation email lists. */
export interface OrderEmailLine {
  name: string;
  option: string;
  quantity: number;
  /** Price of one, in dollars. */
  unitPrice: number;
}

/** An order as the confirmation email shows it. */
export interface OrderEmail {
  number: string;
  /** ISO date the order was placed. */
  placedOn: string;
  customer: string;
  /** The delivery address, one line each. */
  address: readonly string[];
  shipping: number;
  taxRate: number;
  lines: readonly OrderEmailLine[];
  orderUrl: string;
  helpUrl: string;
  unsubscribeUrl: string;
}

/** The sample order the email confirms: demo content, the same in every language. */
export const sampleOrder: OrderEmail = {
  number: 'AT-20418',
  /** ISO date the order was placed. */
  placedOn: '2026-03-14',
  customer: 'Mara Lindqvist',
  address: ['Mara Lindqvist', '27 Harbour Lane', 'Portland, ME 04101', 'United States'],
  shipping: 6.5,
  taxRate: 0.055,
  lines: [
    { name: 'Halden Desk Lamp', option: 'Brushed brass', quantity: 1, unitPrice: 89 },
    { name: 'Linen Notebook, A5', option: 'Dotted, sage', quantity: 3, unitPrice: 14.5 },
    { name: 'Walnut Monitor Stand', option: '60 cm', quantity: 1, unitPrice: 129 },
  ],
  orderUrl: 'https://shop.atrium.example/orders/AT-20418',
  helpUrl: 'https://shop.atrium.example/help',
  unsubscribeUrl: 'https://shop.atrium.example/email-preferences',
};

/** The texts and formats the email is written in: the reader's language, direction and money format. */
export interface OrderEmailLocale {
  t: (key: string, values?: Record<string, string | number>) => string;
  lang: string;
  direction: 'ltr' | 'rtl';
  money: (amount: number) => string;
  date: (isoDate: string) => string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The order's sums, in cents so they add up exactly: subtotal, tax rounded half up, and the total. */
export function orderTotals(order: Pick<OrderEmail, 'lines' | 'shipping' | 'taxRate'>) {
  const subtotal = order.lines.reduce(
    (sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity,
    0,
  );
  const tax = Math.round(subtotal * order.taxRate);
  const shipping = Math.round(order.shipping * 100);
  return {
    subtotal: subtotal / 100,
    tax: tax / 100,
    shipping: shipping / 100,
    total: (subtotal + tax + shipping) / 100,
  };
}

// Colours of the email itself: mail clients ignore the page's skin, so the email carries its own palette
// (AA contrast on white: #1f2a37 text, #51606f muted, #1b5e9e buttons and links).
const ink = '#1f2a37';
const muted = '#51606f';
const accent = '#1b5e9e';
const rule = '#e3e8ee';
const font = 'font-family: Helvetica, Arial, sans-serif;';

/**
 * An order confirmation as mail clients need it: one self-contained document of nested presentation tables,
 * every style inline, no scripts, 600 px wide and fluid below that. Every value is escaped.
 */
export function orderEmailHtml(locale: OrderEmailLocale, order: OrderEmail = sampleOrder): string {
  const { t, money, direction } = locale;
  const e = (key: string, values?: Record<string, string | number>) => escapeHtml(t(key, values));
  const start = direction === 'rtl' ? 'right' : 'left';
  const end = direction === 'rtl' ? 'left' : 'right';
  const totals = orderTotals(order);
  const cell = `padding: 12px 0; border-bottom: 1px solid ${rule}; ${font} font-size: 14px; color: ${ink};`;
  const lines = order.lines
    .map(
      (line) => `
              <tr>
                <td style="${cell} text-align: ${start};">
                  <strong>${escapeHtml(line.name)}</strong><br>
                  <span style="color: ${muted}; font-size: 13px;">${escapeHtml(line.option)} &middot; ${e('Qty {count}', { count: line.quantity })}</span>
                </td>
                <td style="${cell} text-align: ${end}; white-space: nowrap;">${escapeHtml(money(line.unitPrice * line.quantity))}</td>
              </tr>`,
    )
    .join('');
  const sum = (label: string, amount: number, isTotal = false) => `
              <tr>
                <td style="padding: ${isTotal ? '12px' : '4px'} 0 4px; ${font} font-size: ${isTotal ? '16px' : '14px'}; color: ${isTotal ? ink : muted}; text-align: ${start};${isTotal ? ' font-weight: bold;' : ''}">${label}</td>
                <td style="padding: ${isTotal ? '12px' : '4px'} 0 4px; ${font} font-size: ${isTotal ? '16px' : '14px'}; color: ${ink}; text-align: ${end};${isTotal ? ' font-weight: bold;' : ''}">${escapeHtml(money(amount))}</td>
              </tr>`;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(locale.lang)}" dir="${direction}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${e('Your order {number} is confirmed', { number: order.number })}</title>
</head>
<body style="margin: 0; padding: 0; background-color: #eef1f5;">
  <div style="display: none; max-height: 0; overflow: hidden;">${e('Thanks for shopping with us. Your order will ship within two business days.')}</div>
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color: #eef1f5;">
    <tr>
      <td align="center" style="padding: 24px 12px;">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width: 600px; background-color: #ffffff; border-radius: 6px; border: 1px solid ${rule};">
          <tr>
            <td style="padding: 20px 32px; background-color: #22303f; border-radius: 6px 6px 0 0; ${font} font-size: 20px; font-weight: bold; color: #ffffff; text-align: ${start};">
              Atrium <span style="font-weight: normal; color: #c9d4e0;">${e('Store')}</span>
            </td>
          </tr>
          <tr>
            <td style="padding: 32px 32px 8px; text-align: ${start};">
              <h1 style="margin: 0 0 12px; ${font} font-size: 24px; line-height: 1.3; color: ${ink};">${e('Thanks for your order, {name}!', { name: order.customer.split(' ')[0]! })}</h1>
              <p style="margin: 0 0 16px; ${font} font-size: 15px; line-height: 1.6; color: ${ink};">${e('We have received your order and are getting it ready. We will email you again with tracking details as soon as it ships.')}</p>
              <p style="margin: 0; ${font} font-size: 14px; line-height: 1.6; color: ${muted};">${e('Order {number}', { number: order.number })} &middot; ${e('Placed on {date}', { date: locale.date(order.placedOn) })}</p>
            </td>
          </tr>
          <tr>
            <td style="padding: 16px 32px;">
              <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${lines}
              </table>
              <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-top: 8px;">${sum(e('Subtotal'), totals.subtotal)}${sum(e('Shipping'), totals.shipping)}${sum(e('Sales tax'), totals.tax)}${sum(e('Total'), totals.total, true)}
              </table>
            </td>
          </tr>
          <tr>
            <td align="center" style="padding: 8px 32px 24px;">
              <a href="${escapeHtml(order.orderUrl)}" style="display: inline-block; padding: 12px 28px; background-color: ${accent}; border-radius: 4px; ${font} font-size: 15px; font-weight: bold; color: #ffffff; text-decoration: none;">${e('View your order')}</a>
            </td>
          </tr>
          <tr>
            <td style="padding: 0 32px 28px; text-align: ${start};">
              <h2 style="margin: 0 0 6px; ${font} font-size: 14px; text-transform: uppercase; letter-spacing: 0.5px; color: ${muted};">${e('Shipping to')}</h2>
              <p style="margin: 0; ${font} font-size: 14px; line-height: 1.6; color: ${ink};">${order.address.map(escapeHtml).join('<br>')}</p>
            </td>
          </tr>
          <tr>
            <td style="padding: 20px 32px; border-top: 1px solid ${rule}; ${font} font-size: 12px; line-height: 1.6; color: ${muted}; text-align: ${start};">
              ${e('Questions about your order? Reply to this email or visit our help centre.')}
              <a href="${escapeHtml(order.helpUrl)}" style="color: ${accent};">${e('Help centre')}</a><br>
              ${e('You receive this email because you placed an order with Atrium Store.')}
              <a href="${escapeHtml(order.unsubscribeUrl)}" style="color: ${accent};">${e('Email preferences')}</a>
            </td>
          </tr>
        </table>
      </td>
    </tr>
  </table>
</body>
</html>
`;
}
