import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  faArrowLeft,
  faArrowRight,
  faChevronLeft,
  faHouse,
  faReply,
  faRightFromBracket,
  faSpinner,
  faTriangleExclamation,
  faUser,
} from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { expect, spyOn, within } from 'storybook/test';
import { eventIcons } from './eventIcons';
import { Icon } from './Icon';
import { IconProvider } from './IconProvider';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Tinted = styled.span<{ $tone: 'success' | 'warning' | 'danger' | 'info' }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const sizes = ['xs', 'sm', 'md', 'lg', 'xl', '2x', '3x', '4x', '5x'] as const;

const meta = {
  title: 'Icons/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { icon: faTriangleExclamation, size: 'md', isSpinning: false, isFixedWidth: false },
  argTypes: {
    icon: { control: false },
    name: { control: 'text' },
    label: { control: 'text' },
    size: { control: 'select', options: sizes },
    isMirroredInRtl: { control: 'boolean' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  render: (args) => (
    <p>
      <Icon {...args} /> Disk space is running low
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Labelled: Story = {
  args: { label: 'Warning', size: '2x' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      {sizes.map((size) => (
        <Icon key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const md = canvas.getByRole('img', { name: 'Size md' }).getBoundingClientRect().height;
    const double = canvas.getByRole('img', { name: 'Size 2x' }).getBoundingClientRect().height;
    await expect(double).toBeCloseTo(md * 2, 0);
  },
};

export const CurrentColor: Story = {
  render: (args) => (
    <Row>
      <Tinted $tone="success">
        <Icon {...args} icon={faUser} /> Online
      </Tinted>
      <Tinted $tone="warning">
        <Icon {...args} /> Low disk
      </Tinted>
      <Tinted $tone="info">
        <Icon {...args} icon={faHouse} /> Home
      </Tinted>
    </Row>
  ),
};

export const Spinning: Story = {
  args: { icon: faSpinner, isSpinning: true, label: 'Loading', size: '2x' },
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('img', { name: 'Loading' });
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(spinner).animationName === 'none').toBe(reducedMotion);
  },
};

export const FixedWidth: Story = {
  args: { isFixedWidth: true },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      {[faHouse, faUser, faReply, faRightFromBracket].map((icon) => (
        <li key={icon.iconName}>
          <Icon {...args} icon={icon} /> {icon.iconName}
        </li>
      ))}
    </ul>
  ),
};

export const MirroredInRightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { size: '2x' },
  render: (args) => (
    <Row>
      <Icon {...args} icon={faArrowLeft} label="Back" />
      <Icon {...args} icon={faArrowRight} label="Next" />
      <Icon {...args} icon={faChevronLeft} label="Previous" />
      <Icon {...args} icon={faReply} label="Reply" />
      <Icon {...args} icon={faRightFromBracket} label="Sign out" />
      <Icon {...args} icon={faArrowLeft} isMirroredInRtl={false} label="Literal left arrow" />
      <Icon {...args} icon={faUser} label="User" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scale = (name: string) => getComputedStyle(canvas.getByRole('img', { name })).scale;
    await expect(scale('Back')).toBe('-1 1');
    await expect(scale('Sign out')).toBe('-1 1');
    await expect(scale('Literal left arrow')).toBe('none');
    await expect(scale('User')).toBe('none');
  },
};

export const ByNameThroughProvider: Story = {
  render: (args) => (
    <IconProvider icons={eventIcons}>
      <Row>
        {Object.keys(eventIcons).map((name) => (
          <Icon key={name} size={args.size} name={name} label={name} />
        ))}
      </Row>
    </IconProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of Object.keys(eventIcons)) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('img', { name: 'fa-warning' })).toHaveAttribute(
      'data-icon',
      'triangle-exclamation',
    );
  },
};

export const UnknownName: Story = {
  // The dev warning is the behaviour under test; capturing it also keeps the console quiet.
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  render: (args) => (
    <IconProvider icons={eventIcons}>
      <p>
        Before <Icon size={args.size} name="fa-does-not-exist" label="Missing" /> after: nothing is drawn.
      </p>
    </IconProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"fa-does-not-exist"'));
  },
};
