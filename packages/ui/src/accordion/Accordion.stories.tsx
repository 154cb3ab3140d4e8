import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-stately';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';

const faq: AccordionItem[] = [
  {
    key: 'skins',
    title: 'How many skins are there?',
    content:
      'Seven: Smart Default, Dark Elegance, Ultra Light, Google Skin, PixelSmash, Glass and Material Design.',
  },
  {
    key: 'rtl',
    title: 'Does the layout work right to left?',
    content: 'Yes. Turn on RTL in the layout settings and every control mirrors.',
  },
  {
    key: 'export',
    title: 'Can I export the grid?',
    content: 'Copy, CSV, XLS, PDF (letter) and print are available from the grid toolbar.',
  },
  {
    key: 'legacy',
    title: 'Legacy plugins (retired)',
    content: 'These plugins are no longer shipped.',
    isDisabled: true,
  },
];

const meta = {
  title: 'Controls/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: {
    items: faq,
    allowsMultipleExpanded: false,
    isDisabled: false,
    headingLevel: 3,
    defaultExpandedKeys: ['skins'],
    onExpandedChange: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    items: { control: false },
    expandedKeys: { control: false },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const skins = canvas.getByRole('button', { name: 'How many skins are there?' });
    const rtl = canvas.getByRole('button', { name: 'Does the layout work right to left?' });
    await expect(skins).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(skins);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(rtl).toHaveFocus();
    await expect(rtl).toHaveAttribute('aria-expanded', 'true');
    // Single mode: opening one closes the other.
    await expect(skins).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['rtl']));
    await waitFor(() => expect(canvas.getByText(/Turn on RTL/)).toBeVisible());
    await userEvent.keyboard(' ');
    await expect(rtl).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['skins', 'export'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Does the layout work right to left?' }));
    for (const name of [/skins/, /right to left/, /export/]) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
  },
};

export const DisabledItem: Story = {
  play: async ({ canvasElement, args }) => {
    const legacy = within(canvasElement).getByRole('button', { name: 'Legacy plugins (retired)' });
    await expect(legacy).toBeDisabled();
    await userEvent.click(legacy, { pointerEventsCheck: 0 });
    await expect(legacy).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

export const AllDisabled: Story = { args: { isDisabled: true } };

export const AllCollapsed: Story = { args: { defaultExpandedKeys: [] } };

export const Controlled: Story = {
  render: function ControlledAccordion(args) {
    const [expandedKeys, setExpandedKeys] = useState<Set<Key>>(new Set(['export']));
    return (
      <>
        <Accordion {...args} expandedKeys={expandedKeys} onExpandedChange={setExpandedKeys} />
        <p>Open: {[...expandedKeys].join(', ') || 'none'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Can I export the grid?' }));
    await expect(canvas.getByText('Open: none')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'How many skins are there?' }));
    await expect(canvas.getByText('Open: skins')).toBeVisible();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
