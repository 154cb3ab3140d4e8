import type { Skin } from '../tokens';
import { lightContent } from './lightContent';

/** Dark Elegance (`smart-style-1`): charcoal header and navigation with red header buttons. */
export const darkElegance: Skin = {
  name: 'smart-style-1',
  label: 'Dark Elegance',
  logo: 'light',
  style: { background: '#3A4558', color: '#FFFFFF' },
  colors: {
    ...lightContent,
    focusRing: '#2B7DE9',
    header: {
      background: '#22262E',
      text: '#FFFFFF',
      buttonBackground: '#D42A37',
      buttonText: '#FFFFFF',
      buttonBorder: '#D42A37',
    },
    nav: {
      background: '#1B1E24',
      text: '#A2A8B5',
      activeText: '#FFFFFF',
      activeBackground: '#2A2F38',
      hoverBackground: '#23272E',
    },
    ribbon: { background: '#E6E6E6', text: '#555555' },
    footer: { background: '#1B1E24', text: '#A2A8B5' },
    widgetHeader: { background: '#FAFAFA', text: '#333333', border: '#C2C2C2' },
  },
};
