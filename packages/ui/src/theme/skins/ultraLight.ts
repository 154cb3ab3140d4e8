import type { Skin } from '../tokens';
import { lightContent } from './lightContent';

/** Ultra Light (`smart-style-2`): white navigation with large icons under a slate header. */
export const ultraLight: Skin = {
  name: 'smart-style-2',
  label: 'Ultra Light',
  logo: 'light',
  style: { background: '#FFFFFF', borderColor: '#BBBBBB', color: '#333333' },
  colors: {
    ...lightContent,
    background: '#FFFFFF',
    header: {
      background: '#2C3742',
      text: '#FFFFFF',
      buttonBackground: '#2C3742',
      buttonText: '#E8ECF0',
      buttonBorder: '#56636F',
    },
    nav: {
      background: '#FFFFFF',
      text: '#4A535C',
      activeText: '#1E252B',
      activeBackground: '#E9EEF3',
      hoverBackground: '#F3F5F7',
    },
    ribbon: { background: '#FFFFFF', text: '#595959' },
    footer: { background: '#FFFFFF', text: '#595959' },
  },
};
