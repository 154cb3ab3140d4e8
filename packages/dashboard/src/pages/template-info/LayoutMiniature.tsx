import {
  Bar,
  Body,
  Frame,
  Main,
  MenuLine,
  MiniWidget,
  Screen,
  SideMenu,
  TopMenu,
  Widgets,
  type MiniaturePart,
} from './LayoutMiniature.styles';

/** How the navigation is drawn in a miniature. */
export type MiniatureMenu = 'full' | 'minified' | 'hidden' | 'top';

/** Props of {@link LayoutMiniature}. */
export interface LayoutMiniatureProps {
  menu?: MiniatureMenu;
  /** The part the option keeps in place, outlined with the focus colour. */
  highlight?: MiniaturePart;
  isInsideContainer?: boolean;
  direction?: 'ltr' | 'rtl';
}

const menuWidth = { full: 34, minified: 12 } as const;

/** A tiny drawing of the frame in the current skin; decorative, the option's name and text explain it. */
export function LayoutMiniature({
  menu = 'full',
  highlight,
  isInsideContainer = false,
  direction,
}: LayoutMiniatureProps) {
  return (
    <Screen aria-hidden="true" dir={direction}>
      <Frame $isInsideContainer={isInsideContainer}>
        <Bar $part="header" $isHighlighted={highlight === 'header'} />
        {menu === 'top' && <TopMenu />}
        <Body>
          {(menu === 'full' || menu === 'minified') && (
            <SideMenu $width={menuWidth[menu]} $isHighlighted={highlight === 'nav'}>
              <MenuLine />
              <MenuLine />
              <MenuLine />
              <MenuLine />
            </SideMenu>
          )}
          <Main>
            <Bar $part="ribbon" $isHighlighted={highlight === 'ribbon'} />
            <Widgets>
              <MiniWidget $height={34} />
              <MiniWidget $height={22} />
              <MiniWidget $height={20} />
              <MiniWidget $height={20} />
            </Widgets>
          </Main>
        </Body>
        <Bar $part="footer" $isHighlighted={highlight === 'footer'} />
      </Frame>
    </Screen>
  );
}
