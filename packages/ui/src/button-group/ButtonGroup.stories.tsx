import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Key } from 'react-aria';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ButtonGroup } from './ButtonGroup';
import { ToggleButton, ToggleButtonGroup } from './ToggleButtonGroup';

const languages = ['English', 'French', 'German', 'Russian', 'Other'];
const onGenderChange = fn();

const meta = {
  title: 'Controls/ButtonGroup',
  component: ButtonGroup,
  tags: ['autodocs'],
  args: { 'aria-label': 'Text alignment', orientation: 'horizontal', isBlock: false, children: null },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    children: { control: false },
  },
  render: (args) => (
    <ButtonGroup {...args}>
      <Button>Left</Button>
      <Button>Middle</Button>
      <Button>Right</Button>
    </ButtonGroup>
  ),
} satisfies Meta<typeof ButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Text alignment' });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
    await userEvent.tab();
    await expect(within(group).getByRole('button', { name: 'Left' })).toHaveFocus();
    await userEvent.tab();
    // A plain group keeps every button in the tab order.
    await expect(within(group).getByRole('button', { name: 'Middle' })).toHaveFocus();
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const Block: Story = { args: { isBlock: true } };

export const Primary: Story = {
  render: (args) => (
    <ButtonGroup {...args} aria-label="Pages">
      {['1', '2', '3', '4'].map((page) => (
        <Button key={page} variant="primary" aria-label={`Page ${page}`}>
          {page}
        </Button>
      ))}
    </ButtonGroup>
  ),
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

export const GenderSingleSelection: Story = {
  render: () => (
    <ToggleButtonGroup aria-label="Gender" selectionMode="single" onSelectionChange={onGenderChange}>
      <ToggleButton id="male">Male</ToggleButton>
      <ToggleButton id="female">Female</ToggleButton>
    </ToggleButtonGroup>
  ),
  play: async ({ canvasElement }) => {
    onGenderChange.mockClear();
    const canvas = within(canvasElement);
    const male = canvas.getByRole('radio', { name: 'Male' });
    const female = canvas.getByRole('radio', { name: 'Female' });
    await userEvent.click(male);
    await expect(male).toHaveAttribute('aria-checked', 'true');
    await expect(onGenderChange).toHaveBeenLastCalledWith(new Set(['male']));
    await userEvent.keyboard('{ArrowRight}');
    await expect(female).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(female).toHaveAttribute('aria-checked', 'true');
    await expect(male).toHaveAttribute('aria-checked', 'false');
  },
};

export const LanguagesMultipleSelection: Story = {
  render: function Languages() {
    const [selected, setSelected] = useState<Set<Key>>(new Set(['English']));
    return (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <ToggleButtonGroup
          aria-label="Languages"
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={setSelected}
        >
          {languages.map((language) => (
            <ToggleButton key={language} id={language}>
              {language}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <output>Chosen: {[...selected].join(', ') || 'none'}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = canvas.getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'German' }));
    await expect(canvas.getByText('Chosen: English, German')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(english).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Chosen: German')).toBeVisible();
  },
};

export const ToggleVertical: Story = {
  render: () => (
    <ToggleButtonGroup
      aria-label="View"
      orientation="vertical"
      selectionMode="single"
      defaultSelectedKeys={['list']}
      disallowEmptySelection
    >
      <ToggleButton id="list">List</ToggleButton>
      <ToggleButton id="grid">Grid</ToggleButton>
      <ToggleButton id="map">Map</ToggleButton>
    </ToggleButtonGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Grid' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Grid' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const ToggleDisabled: Story = {
  render: () => (
    <ToggleButtonGroup aria-label="Gender" selectionMode="single" isDisabled>
      <ToggleButton id="male">Male</ToggleButton>
      <ToggleButton id="female">Female</ToggleButton>
    </ToggleButtonGroup>
  ),
  play: async ({ canvasElement }) => {
    const male = within(canvasElement).getByRole('radio', { name: 'Male' });
    await expect(male).toBeDisabled();
    await userEvent.click(male, { pointerEventsCheck: 0 });
    await expect(male).toHaveAttribute('aria-checked', 'false');
  },
};
