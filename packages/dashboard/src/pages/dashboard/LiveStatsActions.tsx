import { useState } from 'react';
import { Button, Dialog, Icon, useTranslation } from '@atrium/ui';
import { faBug, faFilePdf } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { BugReportForm } from './BugReportForm';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.lg};

  /* Buttons mean nothing on paper. */
  @media print {
    display: none;
  }
`;

/** Props of {@link LiveStatsActions}. */
export interface LiveStatsActionsProps {
  /** Prints the live stats as a report (the print dialog saves it as a PDF). */
  onGeneratePdf: () => void;
}

/** The two buttons under the live stats' progress bars: "Generate PDF" and "Report a bug" (with its form). */
export function LiveStatsActions({ onGeneratePdf }: LiveStatsActionsProps) {
  const { t } = useTranslation();
  const [isReporting, setReporting] = useState(false);
  return (
    <Row>
      <Button icon={<Icon icon={faFilePdf} />} onPress={onGeneratePdf} isBlock>
        {t('Generate PDF')}
      </Button>
      <Button icon={<Icon icon={faBug} />} onPress={() => setReporting(true)} isBlock>
        {t('Report a bug')}
      </Button>
      <Dialog title={t('Report a bug')} isOpen={isReporting} onOpenChange={setReporting} width={480}>
        {(close) => <BugReportForm context={t('Live stats')} onClose={close} />}
      </Dialog>
    </Row>
  );
}
