import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/render';
import { AtriumProvider } from './AtriumProvider';
import { skins } from './skins';

// Every story of the package, in every other skin than the default: each must keep readable colours. The
// storybook project already runs every axe rule on every story in the default skin; what a skin changes is
// colour, so here axe checks only the colour rules, which keeps thousands of renders within minutes.
type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

const Surface = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(
    composeStories(module) as Record<string, ComponentType & { parameters?: { layout?: string } }>,
  ).map(([name, Story]) => ({
    id: `${file.replace(/^\.\.\//, '')} › ${name}`,
    Story,
    // Full-screen stories draw on the page background themselves, as they do in Storybook.
    isFullscreen: Story.parameters?.layout === 'fullscreen',
  })),
);

it('finds the stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// One test per story and skin, so a failure names both and each has its own time limit.
const colourRules = ['color-contrast', 'link-in-text-block'];

describe.each(skins.slice(1).map((skin) => [skin.label, skin] as const))(
  'every story in %s',
  (_label, skin) => {
    it.each(stories.map((story) => [story.id, story] as const))(
      '%s keeps readable colours',
      async (_id, story) => {
        const { Story, isFullscreen } = story;
        const screen = await render(
          <AtriumProvider skin={skin}>
            {isFullscreen ? (
              <Story />
            ) : (
              <Surface>
                <Story />
              </Surface>
            )}
          </AtriumProvider>,
        );
        try {
          await expectNoAxeViolations(screen.container, colourRules);
        } finally {
          await screen.unmount();
        }
      },
    );
  },
);
