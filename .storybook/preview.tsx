import type { Decorator, Preview } from '@storybook/react-vite';
import { AtriumProvider } from '../packages/ui/src/theme';
import { skinFromGlobal, skinToolbarItems } from './skins';

const withAtrium: Decorator = (Story, context) => (
  <AtriumProvider
    skin={skinFromGlobal(context.globals.skin)}
    direction={context.globals.direction === 'rtl' ? 'rtl' : 'ltr'}
  >
    <Story />
  </AtriumProvider>
);

const preview: Preview = {
  decorators: [withAtrium],
  globalTypes: {
    skin: {
      description: 'Atrium skin',
      toolbar: { title: 'Skin', icon: 'paintbrush', items: skinToolbarItems, dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { skin: 'smart-style-0', direction: 'ltr' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test, not just a warning in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
