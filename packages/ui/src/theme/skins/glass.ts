import type { Skin } from '../tokens';

/**
 * Glass (`smart-style-5`): dark, see-through panels and frame over a deep blue-teal backdrop, with light
 * text and light state colours (dark text on filled buttons) so everything reads on the dark glass.
 */
export const glass: Skin = {
  name: 'smart-style-5',
  label: 'Glass',
  logo: 'light',
  style: {
    background: 'rgba(153, 179, 204, 0.2)',
    borderColor: 'rgba(121, 161, 221, 0.8)',
    color: '#17273D',
  },
  colors: {
    text: '#EEF4F7',
    textMuted: '#B4C8D3',
    background: '#15404F',
    // Kept dark enough at its lightest stop for white page titles and statistics.
    backgroundImage: 'radial-gradient(circle at 70% 10%, #2A6A8E 0%, #174A5E 40%, #0A2029 100%)',
    onBackground: '#FFFFFF',
    surface: '#0F2B37',
    surfaceTranslucent: 'rgba(6, 24, 32, 0.72)',
    surfaceMuted: '#183B49',
    border: '#2F5B6C',
    borderStrong: '#7F9FAE',
    primary: '#7ABBE9',
    onPrimary: '#0A1F29',
    success: '#7DC48A',
    onSuccess: '#0A1F29',
    info: '#6CC4D8',
    onInfo: '#0A1F29',
    warning: '#E6B35C',
    onWarning: '#0A1F29',
    danger: '#FF9494',
    onDanger: '#0A1F29',
    focusRing: '#FFD36B',
    link: '#8DCDF7',
    selectedBackground: '#1F4B5D',
    // Darker than the panels rather than light: charcoal widget headers and tooltips stay dark glass.
    inverseSurface: '#04141B',
    onInverse: '#FFFFFF',
    overlay: 'rgba(0, 10, 20, 0.6)',
    header: {
      background: '#163F52',
      text: '#FFFFFF',
      buttonBackground: '#1E5068',
      buttonText: '#FFFFFF',
      buttonBorder: '#4F7F95',
    },
    nav: {
      background: '#0D2731',
      text: '#DCE6EB',
      activeText: '#FFFFFF',
      activeBackground: '#1B4556',
      hoverBackground: '#143744',
    },
    ribbon: { background: '#133848', text: '#F0F5F7' },
    footer: { background: '#0D2731', text: '#DCE6EB' },
    widgetHeader: { background: '#0A2430', text: '#FFFFFF', border: '#2F5B6C' },
  },
};
