import styled from 'styled-components';
import { ProgressBar, useTranslation } from '@atrium/ui';

/** The demo's last account activity, four minutes before the page was drawn. */
const lastActivityMinutesAgo = 4;

const FooterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding-block: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Usage = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 220px;
`;

/** The footer's static demo figures, the same on every visit. */
export function ShellFooter() {
  const { t, locale } = useTranslation();
  const lastActivity = new Intl.RelativeTimeFormat(locale).format(-lastActivityMinutesAgo, 'minute');
  return (
    <FooterRow>
      {/* Figures and names keep their order whichever way the page runs. */}
      <span dir="auto">Atrium 1.0 © 2026</span>
      <Usage>
        <span dir="auto">{t('{used} GB of {total} GB used', { used: 6, total: 10 })}</span>
        <ProgressBar value={60} aria-label={t('Storage used')} size="thin" showValueLabel={false} />
      </Usage>
      <span dir="auto">{t('Last account activity: {time}', { time: lastActivity })}</span>
    </FooterRow>
  );
}
