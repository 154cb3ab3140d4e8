import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MailList, type MailListItem } from './MailList';
import { mailListSample } from './mailListSample';
import { useMailList } from './useMailList';

interface SampleListProps {
  items: MailListItem[];
  onOpen: (id: string) => void;
  onDelete: (ids: string[]) => void;
  'aria-label': string;
  emptyText?: string;
}

/** The list with its own focus and selection, as a page would wire it. */
function SampleList({ items, onOpen, onDelete, ...props }: SampleListProps) {
  const state = useMailList({ ids: items.map((item) => item.id), onOpen, onDelete });
  return <MailList items={items} state={state} onOpen={onOpen} height={360} {...props} />;
}

const meta = {
  title: 'Widgets/MailList',
  component: SampleList,
  tags: ['autodocs'],
  args: { items: mailListSample(30), onOpen: fn(), onDelete: fn(), 'aria-label': 'Inbox' },
  argTypes: { items: { control: 'object' }, emptyText: { control: 'text' } },
} satisfies Meta<typeof SampleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Q4 budget review #2' }));
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    rows[0]!.focus();
    await userEvent.keyboard('jj');
    await expect(canvas.getByRole('row', { name: /Onboarding plan #3/ })).toHaveFocus();
    await userEvent.keyboard('k{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('m2');
    await userEvent.keyboard('{Delete}');
    await expect(args.onDelete).toHaveBeenCalledWith(['m2']);
  },
};

export const TenThousandMessages: Story = {
  args: { items: mailListSample(10_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Inbox' })).toHaveAttribute('aria-rowcount', '10000');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    canvas.getAllByRole('row')[0]!.focus();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByRole('row', { name: /#10000/ })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No messages in this folder' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No messages in this folder');
  },
};
