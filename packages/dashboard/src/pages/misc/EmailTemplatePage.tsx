import { faEnvelopeOpenText } from '@fortawesome/free-solid-svg-icons';
import { useMemo } from 'react';
import styled from 'styled-components';
import { CodeView, Icon, PageHeader, SafeHtml, sanitizeHtml, useTranslation } from '@atrium/ui';
import { ContentPanel } from './ContentPanel';
import { orderEmailHtml } from './email/orderEmail';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The email paints its own light background, as it would in a mail client, whatever the skin. The page cannot
// read a sandboxed email's height, so the frame is a reading pane: the whole email on a desktop, scrolling
// inside on a phone.
const EmailFrame = styled(SafeHtml)`
  display: block;
  inline-size: 100%;
  block-size: 1040px;
  max-block-size: max(75vh, 480px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #eef1f5;
`;

/**
 * An order confirmation email, drawn as a mail client would draw it and next to its HTML source to copy. The
 * email runs in a sandboxed frame that allows no scripts, so nothing in its markup can act on the page.
 */
export default function EmailTemplatePage() {
  const { t, locale, direction, language } = useTranslation();
  const html = useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    return orderEmailHtml({
      t,
      lang: language.key,
      direction,
      money: (amount) => money.format(amount),
      date: (isoDate) => date.format(new Date(`${isoDate}T00:00:00Z`)),
    });
  }, [t, locale, direction, language.key]);
  // The frame's document is an HTML sink like any other: it gets the email through the sanitiser, whole.
  const email = useMemo(() => sanitizeHtml(html, { wholeDocument: true, keepInlineStyles: true }), [html]);
  return (
    <>
      <PageHeader
        title={t('Miscellaneous')}
        subtitle={t('Email Template')}
        icon={<Icon icon={faEnvelopeOpenText} />}
      />
      <ContentPanel title={t('Order confirmation')}>
        <Intro>
          {t(
            'A transactional email built as mail clients need it: nested tables, inline styles and no scripts. Preview it, or copy its HTML into your mail service.',
          )}
        </Intro>
        <EmailFrame
          forwardedAs="iframe"
          html={email}
          // An empty sandbox: no scripts, no same origin, no forms or pop-ups, as a careful mail client shows mail.
          sandbox=""
          title={t('Order confirmation email')}
        />
      </ContentPanel>
      <ContentPanel title={t('HTML source')}>
        <CodeView
          code={html}
          label={t('Email HTML source')}
          copyLabel={t('Copy HTML')}
          maxBlockSize="480px"
        />
      </ContentPanel>
    </>
  );
}
