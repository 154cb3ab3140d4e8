import { AtriumProvider, Button, type Skin } from '@atrium/ui';
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
            <li data-active="">Dashboard</li>
            <li>Inbox</li>
            <li>Calendar</li>
            <li>Tables</li>
          </PreviewNav>
          <PreviewMain>
            <PreviewRibbon>Home / Dashboard</PreviewRibbon>
            <PreviewTitle>Dashboard</PreviewTitle>
            <PreviewWidget>
              <PreviewWidgetHeader>Orders today</PreviewWidgetHeader>
              <PreviewWidgetBody>
                <span>128 new</span>
                {/* A sample of the skin's buttons: it does nothing, so it stays out of the tab order. */}
                <Button variant="primary" size="xs" excludeFromTabOrder>
                  Review
                </Button>
              </PreviewWidgetBody>
            </PreviewWidget>
          </PreviewMain>
        </PreviewBody>
        <PreviewFooter>Atrium · 2.4 GB of 10 GB used</PreviewFooter>
      </PreviewFrame>
    </AtriumProvider>
  );
}
