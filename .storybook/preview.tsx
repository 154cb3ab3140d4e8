import type { Decorator, Preview } from '@storybook/react-vite';
import styled from 'styled-components';
import { configure } from 'storybook/test';
import { AtriumProvider } from '../packages/ui/src/theme';
import { skinFromGlobal, skinToolbarItems } from './skins';

// Popups, notifications and panels load their code on first use; on a busy 2-core machine that first load
// can take over the default second, so queries that wait for them wait longer before failing.
configure({ asyncUtilTimeout: 10_000 });

// Controls are shown on a widget-like surface, as they appear in the product; full-screen stories draw their own.
const StorySurface = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

const withAtrium: Decorator = (Story, context) => (
  <AtriumProvider
    skin={skinFromGlobal(context.globals.skin)}
    direction={context.globals.direction === 'rtl' ? 'rtl' : 'ltr'}
    isColorBlindFriendly={context.globals.colorBlind === 'on'}
  >
    {context.parameters.layout === 'fullscreen' ? (
      <Story />
    ) : (
      <StorySurface>
        <Story />
      </StorySurface>
    )}
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
    colorBlind: {
      description: 'Colour-blind-friendly state colours',
      toolbar: {
        title: 'Colour-blind',
        icon: 'eye',
        items: [
          { value: 'off', title: 'Standard colours' },
          { value: 'on', title: 'Colour-blind friendly' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { skin: 'smart-style-0', direction: 'ltr', colorBlind: 'off' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test, not just a warning in the panel. A test reads only the
    // violations, so there axe skips detailing every passing node (its selectors and markup), which took
    // about a third of each check; the panel in Storybook still lists passes and incomplete checks in full.
    a11y: {
      test: 'error',
      ...(import.meta.env.MODE === 'test' && { options: { resultTypes: ['violations'] } }),
    },
  },
};

export default preview;
