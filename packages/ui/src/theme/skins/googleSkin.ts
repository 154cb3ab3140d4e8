import type { Skin } from '../tokens';
import { lightContent } from './lightContent';

/** Google Skin (`smart-style-3`): orange header over a light navigation. The orange is deepened for AA. */
export const googleSkin: Skin = {
  name: 'smart-style-3',
  label: 'Google Skin',
  logo: 'light',
  style: { background: '#F78C40', color: '#FFFFFF' },
  colors: {
    ...lightContent,
    background: '#FFFFFF',
    focusRing: '#1A5FC4',
    header: {
      background: '#B0541A',
      backgroundImage: 'linear-gradient(#B95B1E, #A84E16)',
      text: '#FFFFFF',
      buttonBackground: '#FFFFFF',
      buttonText: '#8A3F0E',
      buttonBorder: '#E8B48F',
    },
    nav: {
      background: '#F5F5F5',
      text: '#333333',
      activeText: '#111111',
      activeBackground: '#E2E2E2',
      hoverBackground: '#EBEBEB',
    },
    ribbon: { background: '#FFFFFF', text: '#595959' },
    footer: { background: '#F5F5F5', text: '#4D4D4D' },
  },
};
