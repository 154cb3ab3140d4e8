import { faExpand, faRightFromBracket } from '@fortawesome/free-solid-svg-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../icon';
import { HeaderBar, HeaderButton, HeaderEnd, HeaderStart, HeaderTools } from './Header.styles';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';

const HeaderFrame = styled.header`
  height: ${({ theme }) => theme.layout.headerHeight}px;
  color: ${({ theme }) => theme.colors.header.text};
  background: ${({ theme }) => theme.colors.header.backgroundImage ?? theme.colors.header.background};
`;

function HeaderDemo({ onSearch, onLogout }: { onSearch: (query: string) => void; onLogout: () => void }) {
  return (
    <HeaderFrame>
      <HeaderBar>
        <HeaderStart>
          <Logo href="#/dashboard" />
        </HeaderStart>
        <HeaderTools />
        <HeaderEnd>
          <SearchBox onSearch={onSearch} />
          <HeaderButton aria-label="Full screen" icon={<Icon icon={faExpand} />} />
          <HeaderButton aria-label="Sign out" icon={<Icon icon={faRightFromBracket} />} onPress={onLogout} />
        </HeaderEnd>
      </HeaderBar>
    </HeaderFrame>
  );
}

const meta = {
  title: 'Layout/Header',
  component: HeaderDemo,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSearch: fn(), onLogout: fn() },
} satisfies Meta<typeof HeaderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement);
    await userEvent.type(header.getByRole('searchbox', { name: 'Search' }), '  quarterly report {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('quarterly report');
    await userEvent.click(header.getByRole('button', { name: 'Sign out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(header.getByRole('link', { name: 'Atrium' })).toHaveAttribute('href', '#/dashboard');
  },
};
