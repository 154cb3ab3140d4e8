import type { Skin } from '../tokens';
import { lightContent } from './lightContent';

/** PixelSmash (`smart-style-4`): white header, slate navigation, green accents. */
export const pixelSmash: Skin = {
  name: 'smart-style-4',
  label: 'PixelSmash',
  logo: 'light',
  style: { background: '#BBC0CF', borderColor: '#59779E', color: '#17273D' },
  colors: {
    ...lightContent,
    primary: '#3E6E9E',
    success: '#3F7A3F',
    header: {
      background: '#FFFFFF',
      text: '#333333',
      buttonBackground: '#F7F7F7',
      buttonText: '#333333',
      buttonBorder: '#BFBFBF',
    },
    nav: {
      background: '#3D4558',
      text: '#DDE1E9',
      activeText: '#FFFFFF',
      activeBackground: '#2C3343',
      hoverBackground: '#353C4E',
    },
    ribbon: { background: '#F1F1F1', text: '#555555' },
    footer: { background: '#3D4558', text: '#DDE1E9' },
  },
};
