import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { dragWithPointer } from '../../test/dragWithPointer';
import { TodoBoard, type TodoBoardProps } from './TodoBoard';
import { memoryTodoRepository } from './todoRepository';
import { todoSampleNow, todoSample } from './todoSample';

/** A board with its own in-memory storage, so stories never share or leave data behind. */
function SampleBoard(args: TodoBoardProps) {
  const [repository] = useState(() => memoryTodoRepository());
  return <TodoBoard repository={repository} {...args} />;
}

let sampleIds = 0;

const meta = {
  title: 'Widgets/TodoBoard',
  component: TodoBoard,
  tags: ['autodocs'],
  render: (args) => <SampleBoard {...args} />,
  args: {
    initialTodos: todoSample,
    now: () => todoSampleNow,
    createId: () => `story-${++sampleIds}`,
    defaultAddFormOpen: false,
    headingLevel: 3,
    onChange: fn(),
    onAddFormOpenChange: fn(),
  },
  argTypes: {
    initialTodos: { control: 'object' },
    todos: { control: 'object' },
    isAddFormOpen: { control: 'boolean' },
    defaultAddFormOpen: { control: 'boolean' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    strings: { control: 'object' },
    repository: { control: false },
    now: { control: false },
    createId: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TodoBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const lane = (canvas: HTMLElement, name: string) => within(canvas).getByRole('region', { name });
const titlesIn = (canvas: HTMLElement, name: string) =>
  within(lane(canvas, name))
    .queryAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

/** Add is disabled for a blank title, shows why, and adds an Important to-do; the form then closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Add to-do' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const title = canvas.getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveFocus();
    const add = canvas.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await userEvent.type(title, '   ');
    await expect(add).toBeDisabled();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a title to add the to-do.')).toBeVisible();
    await userEvent.type(title, 'Book the team offsite');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Venue for 12 people');
    await expect(add).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'New to-do' })).toBeNull());
    await expect(toggle).toHaveFocus();
    await expect(titlesIn(canvasElement, 'Important')).toContain('Book the team offsite');
    await expect(canvas.getByText('Venue for 12 people')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Cancel (or Escape) closes the form and forgets what was typed. */
export const CancelClears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Add to-do' });
    await userEvent.click(toggle);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Half-typed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('form', { name: 'New to-do' })).toBeNull();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('form', { name: 'New to-do' })).toBeNull();
    await expect(titlesIn(canvasElement, 'Important')).not.toContain('Half-typed');
  },
};

/** Ticking completes a to-do; unticking sends it back to Critical. */
export const TickMovesLanes: Story = {
  play: async ({ canvasElement }) => {
    const name = 'Review the Q4 budget';
    await userEvent.click(within(lane(canvasElement, 'Important')).getByRole('checkbox', { name }));
    const done = within(lane(canvasElement, 'Completed')).getByRole('checkbox', { name });
    await expect(done).toBeChecked();
    await expect(within(lane(canvasElement, 'Completed')).getByText('Completed Nov 22, 2026')).toBeVisible();
    await userEvent.click(done);
    await expect(within(lane(canvasElement, 'Critical')).getByRole('checkbox', { name })).not.toBeChecked();
    await expect(titlesIn(canvasElement, 'Critical')).toEqual(['Renew the TLS certificate', name]);
  },
};

/** The grip drags a to-do to another lane with the mouse. */
export const DragWithMouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = 'Archive last year’s invoices';
    const grip = canvas.getByRole('button', { name: `Move ${name}` });
    await dragWithPointer(grip, canvas.getByText('Renew the TLS certificate'));
    await waitFor(() => expect(titlesIn(canvasElement, 'Critical')).toContain(name));
    await expect(titlesIn(canvasElement, 'Completed')).toEqual([]);
    await expect(canvas.getByRole('checkbox', { name })).not.toBeChecked();
  },
};

/** Space picks up, arrows move within and across lanes, Space drops; lanes left empty stay drop targets. */
export const DragWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grip = canvas.getByRole('button', { name: 'Move Renew the TLS certificate' });
    grip.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(grip).toHaveAttribute('aria-pressed', 'true'));
    // dnd-kit's live region is portalled into the document body.
    const body = within(document.body);
    await expect(
      await body.findByText(/Renew the TLS certificate is over the Critical lane/),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(titlesIn(canvasElement, 'Important')).toContain('Renew the TLS certificate'));
    await userEvent.keyboard(' ');
    await expect(await body.findByText(/dropped in the Important lane/)).toBeInTheDocument();
    await expect(titlesIn(canvasElement, 'Critical')).toEqual([]);
    // And back up into the now empty Critical lane.
    const moved = canvas.getByRole('button', { name: 'Move Renew the TLS certificate' });
    moved.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(moved).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(titlesIn(canvasElement, 'Critical')).toEqual(['Renew the TLS certificate']));
  },
};

/** The remove button takes the to-do away and updates the count. */
export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(lane(canvasElement, 'Important')).getByText('2 to-dos')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Review the Q4 budget' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Review the Q4 budget' })).toBeNull();
    await expect(within(lane(canvasElement, 'Important')).getByText('1 to-do')).toBeInTheDocument();
  },
};

/** Remounts the board against the same repository, as a page reload would. */
function ReloadingBoard(args: TodoBoardProps) {
  const [repository] = useState(() => memoryTodoRepository());
  const [mount, setMount] = useState(0);
  return (
    <>
      <Button onPress={() => setMount((count) => count + 1)}>Reload</Button>
      <TodoBoard key={mount} {...args} repository={repository} />
    </>
  );
}

/** Changes survive a reload: the stored list wins over the initial one. */
export const ReloadKeepsChanges: Story = {
  render: (args) => <ReloadingBoard {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Review the Q4 budget' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Renew the TLS certificate' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Review the Q4 budget' })).toBeNull();
    await expect(titlesIn(canvasElement, 'Completed')).toContain('Renew the TLS certificate');
  },
};

/** No to-dos yet: every lane says so and still takes drops. */
export const Empty: Story = {
  args: { initialTodos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No to-dos here. Drop one to move it.')).toHaveLength(3);
  },
};

/** The add form open from the start. */
export const AddFormOpen: Story = { args: { defaultAddFormOpen: true } };

/** An owner that accepts each change the board reports, the way a server-backed list would. */
function ControlledBoard(args: TodoBoardProps) {
  const [todos, setTodos] = useState(args.todos ?? []);
  return (
    <TodoBoard
      {...args}
      todos={todos}
      onChange={(next) => {
        args.onChange?.(next);
        setTodos(next);
      }}
    />
  );
}

/** With `todos` controlled the board keeps nothing itself: each tick goes to `onChange`, and the owner's list shows. */
export const Controlled: Story = {
  args: { todos: todoSample },
  render: (args) => <ControlledBoard {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Review the Q4 budget', { exact: true }));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Review the Q4 budget', state: 'Completed' }),
      ]),
    );
    await waitFor(() => expect(titlesIn(canvasElement, 'Completed')).toContain('Review the Q4 budget'));
  },
};
