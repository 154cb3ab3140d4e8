import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { NavMenu } from '../nav-menu';
import { SampleLink, sampleMenu } from '../nav-menu/navMenuSample';
import { AppShell } from './AppShell';
import { useAppShell } from './useAppShell';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding-inline: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.light};
`;

interface ShellDemoProps {
  isMenuOnTop: boolean;
  isFixedHeader: boolean;
  isFixedNavigation: boolean;
  isFixedRibbon: boolean;
  isFixedFooter: boolean;
  isInsideContainer: boolean;
}

function ShellDemo({ isMenuOnTop, ...layout }: ShellDemoProps) {
  const shell = useAppShell({ isMenuOnTop });
  return (
    <AppShell
      shell={shell}
      layout={layout}
      header={
        <Bar>
          <strong>Atrium</strong>
          <Button size="sm" aria-label="Toggle menu" onPress={shell.toggleMenu}>
            Menu
          </Button>
          <Button size="sm" onPress={shell.toggleMinified}>
            {shell.isMinified ? 'Expand menu' : 'Minify menu'}
          </Button>
        </Bar>
      }
      navigation={
        <NavMenu
          items={sampleMenu}
          linkComponent={SampleLink}
          activeHref="#/graphs/flot"
          isMinified={shell.isMinified}
          orientation={isMenuOnTop && !shell.isMobile ? 'horizontal' : 'vertical'}
          onNavigate={shell.closeMobileMenu}
        />
      }
      ribbon={<span>Home / Graphs / Flot Chart</span>}
      footer={<span>Atrium © 2026</span>}
    >
      <Title>Flot Chart</Title>
      <p>Page content sits here, inside the main landmark.</p>
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: ShellDemo,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    isMenuOnTop: false,
    isFixedHeader: false,
    isFixedNavigation: false,
    isFixedRibbon: false,
    isFixedFooter: false,
    isInsideContainer: false,
  },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shell = within(canvasElement);
    await expect(shell.getByRole('banner')).toBeVisible();
    await expect(shell.getByRole('main')).toBeVisible();
    await expect(shell.getByRole('contentinfo')).toBeVisible();
    await userEvent.click(shell.getByRole('button', { name: 'Minify menu' }));
    await expect(shell.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await userEvent.click(shell.getByRole('button', { name: 'Toggle menu' }));
    await expect(shell.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  },
};

export const FixedEverything: Story = {
  args: { isFixedHeader: true, isFixedNavigation: true, isFixedRibbon: true, isFixedFooter: true },
};

export const MenuOnTop: Story = { args: { isMenuOnTop: true } };

export const InsideContainer: Story = { args: { isInsideContainer: true } };
