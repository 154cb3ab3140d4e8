import { useTranslation } from '@atrium/ui';
import {
  ContentBox,
  ContentLabel,
  Diagram,
  FooterBox,
  HeaderBox,
  Marker,
  MiniWidget,
  NavBox,
  RibbonBox,
  SettingsTab,
  ShortcutBox,
} from './FrameDiagram.styles';
import { frameParts } from './frameParts';

function Part({ index }: { index: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Marker>{index + 1}</Marker>
      {t(frameParts[index]?.name ?? '')}
    </>
  );
}

/** A miniature of the application frame drawn with the current skin, each part numbered for the legend. */
export function FrameDiagram() {
  return (
    <Diagram>
      <HeaderBox>
        <Part index={0} />
      </HeaderBox>
      <NavBox>
        <Part index={1} />
      </NavBox>
      <RibbonBox>
        <Part index={2} />
        <SettingsTab>
          <Part index={6} />
        </SettingsTab>
      </RibbonBox>
      <ContentBox>
        <ContentLabel>
          <Part index={3} />
        </ContentLabel>
        <MiniWidget $height={96} />
        <MiniWidget $height={60} />
        <MiniWidget $height={40} />
        <MiniWidget $height={40} />
      </ContentBox>
      <FooterBox>
        <Part index={4} />
      </FooterBox>
      <ShortcutBox>
        <Part index={5} />
      </ShortcutBox>
    </Diagram>
  );
}
