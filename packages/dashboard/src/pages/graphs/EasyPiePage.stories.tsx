import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import EasyPiePage from './EasyPiePage';

const meta = {
  title: 'Screens/Graphs/EasyPiePage',
  component: EasyPiePage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof EasyPiePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Graphs, Easy Pie Charts');

    const load = screen.getByRole('meter', { name: 'Server load' });
    await expect(load).toHaveAttribute('aria-valuenow', '50');
    await expect(load).toHaveAttribute('aria-valuetext', '50%');
    await expect(within(load).getByText('50%')).toBeVisible();

    // The inline rings are 25 px and too small to print their value inside.
    const inline = within(screen.getByRole('region', { name: 'Inline rings' }));
    const cpu = inline.getByRole('meter', { name: 'CPU usage' });
    await expect(cpu).toHaveAttribute('aria-valuenow', '35');
    await expect(cpu.querySelector('svg')).toHaveAttribute('width', '25');
    await expect(inline.getAllByRole('meter')).toHaveLength(5);

    // The ring sweeps for 1.5 s from empty; poll until the drawn ring has reached its value.
    const bar = load.querySelector<SVGCircleElement>('[data-part="bar"]')!;
    const target = Number(bar.style.strokeDashoffset);
    await waitFor(() => expect(parseFloat(getComputedStyle(bar).strokeDashoffset)).toBeCloseTo(target, 0), {
      timeout: 4000,
      interval: 100,
    });
  },
};
