import { useState } from 'react';
import { faDownload, faFileInvoiceDollar, faPrint } from '@fortawesome/free-solid-svg-icons';
import styled, { createGlobalStyle } from 'styled-components';
import {
  Button,
  Icon,
  Invoice,
  PageHeader,
  Select,
  Spinner,
  downloadFile,
  invoiceToPdf,
  useTranslation,
} from '@atrium/ui';
import { invoiceResource } from '../../api/miscResources';
import { useResourceList } from '../../data/useResource';
import { usePdfFonts } from '../../pdfFonts';
import { ContentPanel } from './ContentPanel';

const invoiceId = 'atrium-invoice';

// Only the invoice prints: everything else is hidden (visibility, so the invoice keeps its own layout) and the
// invoice moves to the top of the first page.
const PrintOnlyInvoice = createGlobalStyle`
  @media print {
    body {
      background: #fff;
    }
    body * {
      visibility: hidden;
    }
    #${invoiceId},
    #${invoiceId} * {
      visibility: visible;
    }
    #${invoiceId} {
      position: absolute;
      inset-block-start: 0;
      inset-inline: 0;
      padding: 0 12mm;
    }
    @page {
      margin: 12mm 0;
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.xl};
  padding-block-end: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  & > :first-child {
    flex: 1 1 240px;
    max-width: 360px;
  }
`;

const Status = styled.p`
  flex-basis: 100%;
  margin: 0;
  min-height: 1.4em;
`;

/** Misc › Invoice: one invoice at a time, its totals computed from its lines, ready to print or save as a PDF. */
export default function InvoicePage() {
  const { t, locale } = useTranslation();
  const pdfFonts = usePdfFonts();
  const invoices = useResourceList(invoiceResource);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [pdfState, setPdfState] = useState<'idle' | 'working' | 'failed'>('idle');
  const records = invoices.data?.records ?? [];
  const invoice = records.find((record) => record.id === chosenId) ?? records[0];
  const downloadPdf = async () => {
    if (!invoice) return;
    setPdfState('working');
    try {
      downloadFile(await invoiceToPdf(invoice, locale, t, { fonts: pdfFonts }), `${invoice.number}.pdf`);
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  };
  return (
    <>
      <PrintOnlyInvoice />
      <PageHeader
        title={t('Miscellaneous')}
        subtitle={t('Invoice')}
        icon={<Icon icon={faFileInvoiceDollar} />}
      />
      <ContentPanel title={t('Invoice')}>
        {invoices.isPending && <Spinner aria-label={t('Loading…')} />}
        {invoices.isError && <p role="alert">{t('The invoices could not be loaded.')}</p>}
        {invoice && (
          <>
            <Toolbar>
              <Select
                label={t('Invoice')}
                items={records.map((record) => ({
                  value: record.id,
                  label: `${record.number} · ${record.client.name}`,
                }))}
                value={invoice.id}
                onChange={(value) => setChosenId(value)}
              />
              <Button icon={<Icon icon={faPrint} />} onPress={() => window.print()}>
                {t('Print')}
              </Button>
              <Button
                variant="primary"
                icon={<Icon icon={faDownload} />}
                isDisabled={pdfState === 'working'}
                onPress={() => void downloadPdf()}
              >
                {t('Download PDF')}
              </Button>
              <Status role="status">
                {pdfState === 'working' && t('Preparing the PDF…')}
                {pdfState === 'failed' && t('The PDF could not be made. Try again.')}
              </Status>
            </Toolbar>
            <Invoice id={invoiceId} invoice={invoice} locale={locale} />
          </>
        )}
      </ContentPanel>
    </>
  );
}
