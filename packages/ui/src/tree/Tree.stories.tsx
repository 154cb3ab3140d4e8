import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { naughtyStrings } from '../../test/naughtyStrings';
import { Tree } from './Tree';
import type { TreeItem } from './treeNavigation';
import { treeSample } from './treeSample';

const meta = {
  title: 'Widgets/Tree',
  component: Tree,
  tags: ['autodocs'],
  args: { items: treeSample, 'aria-label': 'Team directory', onAction: fn(), onExpandedChange: fn() },
  argTypes: {
    items: { control: 'object' },
    'aria-label': { control: 'text' },
    expandedIds: { control: false },
    defaultExpandedIds: { control: false },
  },
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

const node = (canvas: HTMLElement, name: string) => within(canvas).getByRole('treeitem', { name });

/** Nodes with children open and close on click; a click on a leaf reports it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const tree = within(canvasElement).getByRole('tree', { name: 'Team directory' });
    const child = node(tree, 'Child');
    await expect(child).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).queryByRole('treeitem', { name: 'Grand Child' })).toBeNull();

    await userEvent.click(within(child).getByText('Child'));
    await expect(child).toHaveAttribute('aria-expanded', 'true');
    await expect(node(tree, 'Grand Child')).toHaveAttribute('aria-level', '3');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(
      new Set(['parent', 'administrators', 'child']),
    );

    // A click on a child toggles that child alone.
    await userEvent.click(within(node(tree, 'Great Grand Child')).getByText('Great Grand Child'));
    await expect(node(tree, 'Great great Grand Child')).toBeVisible();
    await expect(child).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(node(tree, 'Jackie Chan')).getByText('Jackie Chan'));
    await expect(args.onAction).toHaveBeenCalledWith('jackie');
    await expect(node(tree, 'Jackie Chan')).toHaveFocus();

    await userEvent.click(within(child).getByText('Child'));
    await expect(child).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).queryByRole('treeitem', { name: 'Grand Child' })).toBeNull();
  },
};

/** The tree is one tab stop; arrows, Home, End, Enter, `*` and type-ahead drive it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const tree = within(canvasElement).getByRole('tree');
    await userEvent.tab();
    await expect(node(tree, 'Parent')).toHaveFocus();
    await expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((item) => item.tabIndex === 0),
    ).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(node(tree, 'Michael Jackson')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(node(tree, 'Administrators')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(node(tree, 'Administrators')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(node(tree, 'Administrators')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(node(tree, 'Michael Jackson')).toHaveFocus();

    await userEvent.keyboard('{End}');
    await expect(node(tree, 'Guests')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(node(tree, 'Guests')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Home}');
    await expect(node(tree, 'Parent')).toHaveFocus();

    // Type-ahead: the first letters of a node's name jump to it.
    await userEvent.keyboard('ja');
    await expect(node(tree, 'Jackie Chan')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('jackie');

    // `*` opens every sibling of the focused node.
    await userEvent.keyboard('*');
    await expect(node(tree, 'Child')).toHaveAttribute('aria-expanded', 'true');
    await expect(node(tree, 'Jackie Chan')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(node(tree, 'Grand Child')).toHaveFocus();

    await userEvent.tab();
    await waitFor(() => expect(tree).not.toContainElement(document.activeElement as HTMLElement));
  },
};

/** Every node starts closed. */
export const Collapsed: Story = {
  args: { defaultExpandedIds: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('treeitem')).toHaveLength(2);
  },
};

// A blank name names no node, which screen readers cannot announce; the hostile ones with any text stay.
const hostileNames = naughtyStrings.filter((text) => text.trim() !== '');

const hostileItems: TreeItem[] = [
  {
    id: 'hostile',
    content: 'Odd names',
    expanded: true,
    children: hostileNames.map((text, index) => ({ id: `n${index}`, content: text })),
  },
];

/** Names with markup, scripts and other odd text show literally. */
export const HostileNames: Story = {
  args: { items: hostileItems },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('tree');
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(hostileNames.length + 1);
    await expect(tree.querySelector('script, img')).toBeNull();
  },
};
