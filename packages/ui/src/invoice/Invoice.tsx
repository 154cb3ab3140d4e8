import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { formatInvoiceDate, formatTaxRate, type InvoiceData, type InvoiceParty } from './invoiceData';
import { formatMinorUnits, invoiceTotals } from './invoiceTotals';
import {
  Amount,
  Details,
  DueBox,
  Grand,
  ItemDescription,
  Lines,
  Meta,
  Note,
  Parties,
  PartyBlock,
  StyledInvoice,
  Title,
  Top,
} from './Invoice.styles';

/** Props of {@link Invoice}. */
export interface InvoiceProps {
  invoice: InvoiceData;
  /** Locale of amounts and dates; the translation's locale by default. */
  locale?: string;
  /** The seller's logo, drawn above the seller's address. */
  logo?: ReactNode;
  id?: string;
  className?: string;
}

function Party({ party, isSeller }: { party: InvoiceParty; isSeller?: boolean }) {
  const { t } = useTranslation();
  return (
    <PartyBlock $isSeller={isSeller}>
      <strong>{party.name}</strong>
      {party.contact && <span>{party.contact}</span>}
      {party.address.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {party.phone && (
        <span>
          <abbr title={t('Phone')}>{t('P:')}</abbr> {party.phone}
        </span>
      )}
      {party.email && <span>{party.email}</span>}
    </PartyBlock>
  );
}

/**
 * An invoice as a document: seller and client, number and dates, the lines, and totals computed from the
 * lines in whole minor units (never typed in), so what is printed always adds up.
 */
export function Invoice({ invoice, locale: localeProp, logo, id, className }: InvoiceProps) {
  const { t, locale: translationLocale } = useTranslation();
  const locale = localeProp ?? translationLocale;
  const totals = useMemo(() => invoiceTotals(invoice.lines, invoice.taxRateBasisPoints), [invoice]);
  const money = (minor: number) => formatMinorUnits(minor, invoice.currency, locale);
  return (
    <StyledInvoice
      id={id}
      className={className}
      aria-label={t('Invoice {number}', { number: invoice.number })}
    >
      <Top>
        <div>
          {logo}
          <Party party={invoice.seller} isSeller />
        </div>
        <Title>{t('Invoice')}</Title>
      </Top>
      <Parties>
        <div>
          <Meta as="p">{t('Bill to')}</Meta>
          <Party party={invoice.client} />
        </div>
        <Details>
          <dt>{t('Invoice number')}</dt>
          <dd>{invoice.number}</dd>
          <dt>{t('Invoice date')}</dt>
          <dd>{formatInvoiceDate(invoice.date, locale)}</dd>
          <dt>{t('Due date')}</dt>
          <dd>{formatInvoiceDate(invoice.dueDate, locale)}</dd>
          <DueBox>
            <dt>{t('Total due')}</dt>
            <dd data-testid="invoice-total-due">{money(totals.total)}</dd>
          </DueBox>
        </Details>
      </Parties>
      <Lines>
        <caption>{t('Invoice lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Qty')}</th>
            <th scope="col">{t('Item')}</th>
            <Amount as="th" scope="col">
              {t('Price')}
            </Amount>
            <Amount as="th" scope="col">
              {t('Subtotal')}
            </Amount>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={`${index}-${line.item}`}>
              <td>{new Intl.NumberFormat(locale).format(line.quantity)}</td>
              <th scope="row">
                {line.item}
                {line.description && <ItemDescription>{line.description}</ItemDescription>}
              </th>
              <Amount>{money(line.unitPrice)}</Amount>
              <Amount>{money(totals.lineTotals[index] ?? 0)}</Amount>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('Subtotal')}
            </th>
            <Amount>{money(totals.subtotal)}</Amount>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {invoice.taxName} ({formatTaxRate(invoice.taxRateBasisPoints, locale)})
            </th>
            <Amount>{money(totals.tax)}</Amount>
          </tr>
          <Grand>
            <th scope="row" colSpan={3}>
              {t('Total')}
            </th>
            <Amount>{money(totals.total)}</Amount>
          </Grand>
        </tfoot>
      </Lines>
      <Note>
        <strong>{t('Payment methods')}:</strong> {invoice.paymentMethods.join(' · ')}
        {invoice.note && <small>{invoice.note}</small>}
      </Note>
    </StyledInvoice>
  );
}
