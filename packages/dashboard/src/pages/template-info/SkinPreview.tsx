import { AtriumProvider, Button, useTranslation, type Skin } from '@atrium/ui';
import { useTheme } from 'styled-components';
import {
  HeaderButton,
  Logo,
  PreviewBody,
  PreviewFooter,
  PreviewFrame,
  PreviewHeader,
  PreviewMain,
  PreviewNav,
  PreviewRibbon,
  PreviewTitle,
  PreviewWidget,
  PreviewWidgetBody,
  PreviewWidgetHeader,
} from './SkinPreview.styles';

/** Props of {@link SkinPreview}. */
export interface SkinPreviewProps {
  skin: Skin;
}

/**
 * A miniature of the dashboard drawn inside its own provider, so every colour comes from `skin`'s tokens;
 * it keeps the surrounding page's direction and colour-blind mode.
 */
export function SkinPreview({ skin }: SkinPreviewProps) {
  const outer = useTheme();
  const { t } = useTranslation();
  return (
    <AtriumProvider
      skin={skin}
      withGlobalStyle={false}
      direction={outer.direction}
      isColorBlindFriendly={outer.isColorBlindFriendly}
    >
      <PreviewFrame data-frame="preview">
        <PreviewHeader data-frame-area="header">
          <Logo>Atrium</Logo>
          <HeaderButton>
            <svg aria-hidden="true" viewBox="0 0 10 10" fill="currentColor">
              <path d="M0 1h10v2H0zM0 4h10v2H0zM0 7h10v2H0z" />
            </svg>
          </HeaderButton>
        </PreviewHeader>
        <PreviewBody>
          <PreviewNav>
            <li data-active="">{t('Dashboard')}</li>
            <li>{t('Inbox')}</li>
            <li>{t('Calendar')}</li>
            <li>{t('Tables')}</li>
          </PreviewNav>
          <PreviewMain>
            <PreviewRibbon>
              {t('Home')} / {t('Dashboard')}
            </PreviewRibbon>
            <PreviewTitle>{t('Dashboard')}</PreviewTitle>
            <PreviewWidget>
              <PreviewWidgetHeader>{t('Orders today')}</PreviewWidgetHeader>
              <PreviewWidgetBody>
                <span>{t('{count} new', { count: 128 })}</span>
                {/* A sample of the skin's buttons: it does nothing, so it stays out of the tab order. */}
                <Button variant="primary" size="xs" excludeFromTabOrder>
                  {t('Review')}
                </Button>
              </PreviewWidgetBody>
            </PreviewWidget>
          </PreviewMain>
        </PreviewBody>
        <PreviewFooter>
          Atrium · {t('{used} of {total} used', { used: '2.4 GB', total: '10 GB' })}
        </PreviewFooter>
      </PreviewFrame>
    </AtriumProvider>
  );
}
