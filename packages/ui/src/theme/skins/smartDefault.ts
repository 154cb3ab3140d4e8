import type { Skin } from '../tokens';
import { lightContent } from './lightContent';

/** Smart Default (`smart-style-0`): light header, warm dark-brown navigation and ribbon. */
export const smartDefault: Skin = {
  name: 'smart-style-0',
  label: 'Smart Default',
  logo: 'dark',
  style: { background: '#4E463F', color: '#FFFFFF' },
  colors: {
    ...lightContent,
    background: '#F4F4F4',
    header: {
      background: '#E8E8E8',
      backgroundImage: 'linear-gradient(#F3F3F3, #E2E2E2)',
      text: '#333333',
      buttonBackground: '#F8F8F8',
      buttonText: '#4D4D4D',
      buttonBorder: '#BFBFBF',
    },
    nav: {
      background: '#332F2C',
      backgroundImage: 'linear-gradient(to right, #3A3633 93%, #2A2725 100%)',
      text: '#C0BBB7',
      activeText: '#FFFFFF',
      activeBackground: '#1F1D1B',
      hoverBackground: '#2B2826',
    },
    ribbon: { background: '#474544', text: '#E0E0E0' },
    footer: { background: '#2A2725', text: '#C0BBB7' },
  },
};
