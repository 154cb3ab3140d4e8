export { Invoice, type InvoiceProps } from './Invoice';
export { formatInvoiceDate, formatTaxRate, type InvoiceData, type InvoiceParty } from './invoiceData';
export { invoiceToPdf, type InvoicePdfOptions } from './invoicePdf';
export { formatMinorUnits, invoiceTotals, type InvoiceLine, type InvoiceTotals } from './invoiceTotals';
