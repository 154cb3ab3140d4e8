import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react-vite';
import styled from 'styled-components';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/render';
import { AtriumProvider } from './AtriumProvider';
import { skins } from './skins';
import type { Skin } from './tokens';

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

// One test per story, rendered once and switched through the skins in place, as the layout settings do: a
// mount costs more than the colour check, and a switch in place is what people see. A failure names the skin.
const colourRules = ['color-contrast', 'link-in-text-block'];

// A skin switch starts a colour transition on every themed element, and the check waits for the colours to
// settle. Here the colours are switched without a transition: the check sees the same settled colours, without
// waiting out a fade for each story in each skin (about a quarter of this file's time).
const withoutTransitions = document.createElement('style');
withoutTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
beforeAll(() => {
  document.head.append(withoutTransitions);
});
afterAll(() => {
  withoutTransitions.remove();
});

it.each(stories.map((story) => [story.id, story] as const))(
  '%s keeps readable colours in every skin',
  async (_id, { Story, isFullscreen }) => {
    const inSkin = (skin: Skin) => (
      <AtriumProvider skin={skin}>
        {isFullscreen ? (
          <Story />
        ) : (
          <Surface>
            <Story />
          </Surface>
        )}
      </AtriumProvider>
    );
    const [firstSkin, ...otherSkins] = skins.slice(1);
    if (!firstSkin) return;
    const screen = await render(inSkin(firstSkin));
    try {
      for (const skin of [firstSkin, ...otherSkins]) {
        if (skin !== firstSkin) await screen.rerender(inSkin(skin));
        await expectNoAxeViolations(screen.container, colourRules).catch((error: unknown) => {
          throw new Error(`in ${skin.label}: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
    } finally {
      await screen.unmount();
    }
  },
);
