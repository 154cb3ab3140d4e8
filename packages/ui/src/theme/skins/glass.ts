import type { Skin } from '../tokens';
import { lightContent } from './lightContent';

/** Glass (`smart-style-5`): frosted panels and a translucent frame over a blue-teal backdrop. */
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
    ...lightContent,
    text: '#17273D',
    textMuted: '#4A5A6B',
    background: '#1A4A5E',
    backgroundImage: 'radial-gradient(circle at 70% 10%, #3B8FC2 0%, #1D5A72 40%, #0C2530 100%)',
    onBackground: '#FFFFFF',
    surface: '#F4F8FA',
    surfaceMuted: '#E4EDF2',
    border: '#B3C7D3',
    borderStrong: '#6F8797',
    selectedBackground: '#D6E7F2',
    inverseSurface: '#0D2731',
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
    widgetHeader: { background: '#E4EDF2', text: '#17273D', border: '#B3C7D3' },
  },
};
