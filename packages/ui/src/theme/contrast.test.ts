import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { skins } from './skins';
import { createTheme, type SkinColors } from './tokens';

/** Text/background pairs a reader meets; each must reach WCAG AA for normal text (4.5:1). */
function textPairs(c: SkinColors): [string, string, string][] {
  return [
    ['text on surface', c.text, c.surface],
    ['onBackground on background', c.onBackground, c.background],
    ['text on surfaceMuted', c.text, c.surfaceMuted],
    ['text on selectedBackground', c.text, c.selectedBackground],
    ['textMuted on surface', c.textMuted, c.surface],
    ['link on surface', c.link, c.surface],
    ['onPrimary on primary', c.onPrimary, c.primary],
    ['onSuccess on success', c.onSuccess, c.success],
    ['onInfo on info', c.onInfo, c.info],
    ['onWarning on warning', c.onWarning, c.warning],
    ['onDanger on danger', c.onDanger, c.danger],
    ['primary on surface', c.primary, c.surface],
    ['danger on surface', c.danger, c.surface],
    ['success on surface', c.success, c.surface],
    ['onInverse on inverseSurface', c.onInverse, c.inverseSurface],
    ['header text', c.header.text, c.header.background],
    ['header buttons', c.header.buttonText, c.header.buttonBackground],
    ['nav text', c.nav.text, c.nav.background],
    ['nav active text', c.nav.activeText, c.nav.activeBackground],
    ['nav hovered text', c.nav.text, c.nav.hoverBackground],
    ['ribbon text', c.ribbon.text, c.ribbon.background],
    ['footer text', c.footer.text, c.footer.background],
    ['widget header text', c.widgetHeader.text, c.widgetHeader.background],
  ];
}

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow(/#RRGGBB/);
  });
});

for (const skin of skins) {
  for (const isColorBlindFriendly of [false, true]) {
    describe(`${skin.label}${isColorBlindFriendly ? ' (colour-blind friendly)' : ''}`, () => {
      const { colors } = createTheme(skin, { isColorBlindFriendly });
      it.each(textPairs(colors))('%s reaches AA (4.5:1)', (_name, foreground, background) => {
        expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
      });
      it('focus ring stands out from the surface (3:1)', () => {
        expect(contrastRatio(colors.focusRing, colors.surface)).toBeGreaterThanOrEqual(3);
      });
    });
  }
}

describe('skins', () => {
  it('are the seven of the spec, in order, with Smart Default first and only MaterialDesign in beta', () => {
    expect(skins.map((skin) => [skin.name, skin.label, Boolean(skin.beta)])).toEqual([
      ['smart-style-0', 'Smart Default', false],
      ['smart-style-1', 'Dark Elegance', false],
      ['smart-style-2', 'Ultra Light', false],
      ['smart-style-3', 'Google Skin', false],
      ['smart-style-4', 'PixelSmash', false],
      ['smart-style-5', 'Glass', false],
      ['smart-style-6', 'MaterialDesign', true],
    ]);
  });
});
