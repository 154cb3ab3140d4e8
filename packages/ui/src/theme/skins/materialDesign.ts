import type { Skin } from '../tokens';
import { lightContent } from './lightContent';

/** MaterialDesign (`smart-style-6`, beta): blue app bar, white navigation, flat cards. */
export const materialDesign: Skin = {
  name: 'smart-style-6',
  label: 'MaterialDesign',
  logo: 'light',
  beta: true,
  style: { background: '#2196F3', color: '#FFFFFF' },
  colors: {
    ...lightContent,
    background: '#ECEFF1',
    primary: '#1565C0',
    link: '#1565C0',
    focusRing: '#0D47A1',
    header: {
      background: '#1769C4',
      text: '#FFFFFF',
      buttonBackground: '#1769C4',
      buttonText: '#FFFFFF',
      buttonBorder: '#1769C4',
    },
    nav: {
      background: '#FFFFFF',
      text: '#424242',
      activeText: '#0D47A1',
      activeBackground: '#E3F2FD',
      hoverBackground: '#F5F5F5',
    },
    ribbon: { background: '#ECEFF1', text: '#424242' },
    footer: { background: '#FFFFFF', text: '#616161' },
    widgetHeader: { background: '#FFFFFF', text: '#212121', border: '#E0E0E0' },
  },
};
