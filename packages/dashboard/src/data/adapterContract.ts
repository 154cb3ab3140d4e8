import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Order } from '../api/resourceDefinitions';
import { normalizeTodoRecords, type TodoRecord } from '../api/todos';
import { applyChanges, type RecordChanges, type Resource } from './resource';

/** Opens the `todos` resource of the adapter under test, holding exactly `seed`. */
export type OpenTodos = (seed: TodoRecord[]) => Promise<Resource<TodoRecord>>;

/** Demo to-dos every contract test starts from. */
export const contractSeed: TodoRecord[] = [
  { _id: 'a', title: 'Renew the certificate', state: 'Critical', createdAt: '2026-11-20T08:00:00.000Z' },
  {
    _id: 'b',
    title: 'Review the budget',
    description: 'Before the board meeting.',
    state: 'Important',
    createdAt: '2026-11-19T08:00:00.000Z',
  },
  {
    _id: 'c',
    title: 'Send the invoices',
    state: 'Completed',
    createdAt: '2026-11-18T08:00:00.000Z',
    completedAt: '2026-11-21T08:00:00.000Z',
    position: 3,
  },
];

/** One step of a random session against a resource. */
export type TodoCommand =
  | { kind: 'create'; record: TodoRecord }
  | { kind: 'update'; pick: number; changes: RecordChanges<TodoRecord> }
  | { kind: 'remove'; pick: number };

const states = fc.constantFrom('Critical' as const, 'Important' as const, 'Completed' as const);
// Blank titles included: a to-do without a title is invalid, and every adapter must refuse it unchanged.
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', '   '));

/** Random create/update/remove sessions; ids are unique so every create is a new record. */
export const todoCommands = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('create' as const),
      record: fc.record(
        {
          _id: fc.uuid(),
          title: text,
          description: text,
          state: states,
          createdAt: fc.constant('2026-11-25T10:00:00.000Z'),
          position: fc.integer({ min: -1000, max: 1000 }),
        },
        { requiredKeys: ['_id', 'title', 'state', 'createdAt'] },
      ),
    }),
    fc.record({
      kind: fc.constant('update' as const),
      pick: fc.nat(),
      changes: fc.record(
        {
          title: text,
          description: fc.option(text),
          state: states,
          completedAt: fc.option(fc.constant('2026-11-26T09:00:00.000Z')),
          // JSON has no -0: a REST server hands it back as 0, which is the same position.
          position: fc.double({ min: -1000, max: 1000, noNaN: true }).map((value) => value + 0),
        },
        { requiredKeys: [] },
      ),
    }),
    fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  ),
  { maxLength: 12 },
);

const isReadable = (record: TodoRecord) => normalizeTodoRecords([record]).length === 1;

/**
 * Runs `commands` against a resource and, step by step, against a plain array; returns the array. A step
 * that would leave an unreadable record must be refused with 422 and change nothing.
 */
export async function runCommands(
  resource: Resource<TodoRecord>,
  start: TodoRecord[],
  commands: TodoCommand[],
) {
  let model = [...start];
  for (const command of commands) {
    if (command.kind === 'create') {
      if (!isReadable(command.record)) {
        await expect(resource.create(command.record)).rejects.toMatchObject({ status: 422 });
        continue;
      }
      await resource.create(command.record);
      model = [...model, command.record];
      continue;
    }
    if (model.length === 0) continue;
    const target = model[command.pick % model.length]!;
    if (command.kind === 'update') {
      const updated = applyChanges(target, command.changes);
      if (!isReadable(updated)) {
        await expect(resource.update(target._id, command.changes)).rejects.toMatchObject({ status: 422 });
        continue;
      }
      await resource.update(target._id, command.changes);
      model = model.map((todo) => (todo._id === target._id ? updated : todo));
    } else {
      await resource.remove(target._id);
      model = model.filter((todo) => todo._id !== target._id);
    }
  }
  return normalizeTodoRecords(model);
}

/**
 * The behaviour every adapter promises, as tests: call inside a `describe` of the adapter. The same suite
 * runs on `local` and on `rest`, so an app can switch backends without its screens noticing.
 */
export function adapterContract(open: OpenTodos) {
  it('lists the stored records with their total', async () => {
    const todos = await open(contractSeed);
    await expect(todos.list()).resolves.toEqual({ records: contractSeed, total: 3 });
  });

  it('filters on a field, sorts either way and pages, counting the whole filtered list', async () => {
    const todos = await open(contractSeed);
    const important = await todos.list({ filter: { state: 'Important' } });
    expect(important.records.map((todo) => todo._id)).toEqual(['b']);
    const newest = await todos.list({ sort: { field: 'createdAt', order: 'desc' } });
    expect(newest.records.map((todo) => todo._id)).toEqual(['a', 'b', 'c']);
    const oldest = await todos.list({
      sort: { field: 'createdAt', order: 'asc' },
      page: { page: 2, perPage: 2 },
    });
    expect(oldest).toEqual({ records: [contractSeed[0]], total: 3 });
  });

  it('creates a record, then finds it by id', async () => {
    const todos = await open(contractSeed);
    const added: TodoRecord = {
      _id: 'd',
      title: 'Plan the offsite',
      state: 'Important',
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    await expect(todos.create(added)).resolves.toEqual(added);
    await expect(todos.get('d')).resolves.toEqual(added);
    expect((await todos.list()).records.map((todo) => todo._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('updates fields, clears a field given null, and keeps the id', async () => {
    const todos = await open(contractSeed);
    const updated = await todos.update('c', { state: 'Critical', completedAt: null, position: 0.5 });
    const expected: TodoRecord = { ...contractSeed[2]!, state: 'Critical', position: 0.5 };
    delete expected.completedAt;
    expect(updated).toEqual(expected);
    await expect(todos.get('c')).resolves.toEqual(expected);
  });

  it('keeps a field that reading leaves out, for a later change that brings it back into view', async () => {
    const todos = await open(contractSeed);
    // An open to-do shows no finishing date, but the date given is kept, as a server keeps what it is sent.
    await todos.update('a', { completedAt: '2026-11-26T09:00:00.000Z' });
    await expect(todos.get('a')).resolves.not.toHaveProperty('completedAt');
    await todos.update('a', { state: 'Completed' });
    await expect(todos.get('a')).resolves.toMatchObject({ completedAt: '2026-11-26T09:00:00.000Z' });
  });

  it('removes a record; a missing one reads as null', async () => {
    const todos = await open(contractSeed);
    await todos.remove('a');
    await expect(todos.get('a')).resolves.toBeNull();
    expect((await todos.list()).total).toBe(2);
  });

  it('refuses to change or remove a record that does not exist', async () => {
    const todos = await open(contractSeed);
    await expect(todos.update('nope', { title: 'x' })).rejects.toMatchObject({ status: 404 });
    await expect(todos.remove('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a record it could not read back, and stores nothing of it', async () => {
    const todos = await open(contractSeed);
    const blank: TodoRecord = {
      _id: 'd',
      title: '  ',
      state: 'Important',
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    await expect(todos.create(blank)).rejects.toMatchObject({ status: 422 });
    await expect(todos.update('a', { title: '' })).rejects.toMatchObject({ status: 422 });
    await expect(todos.list()).resolves.toEqual({ records: contractSeed, total: 3 });
  });

  it('keeps hostile strings exactly as text', async () => {
    const todos = await open([]);
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"';
    await todos.create({
      _id: 'x<&>"',
      title: hostile,
      state: 'Important',
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    await expect(todos.get('x<&>"')).resolves.toMatchObject({ title: hostile });
  });

  it('holds the same records as a plain list after any sequence of creates, updates and removes', async () => {
    await fc.assert(
      fc.asyncProperty(todoCommands, async (commands) => {
        const todos = await open(contractSeed);
        const expected = await runCommands(todos, contractSeed, commands);
        expect((await todos.list()).records).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });
}

/** Opens the `orders` resource of the adapter under test, holding exactly `seed`. */
export type OpenOrders = (seed: Order[]) => Promise<Resource<Order>>;

/** Orders every id-field test starts from: their id field is `orderId`, and numeric. */
export const orderSeed: Order[] = [
  { orderId: 1001, customerId: 7, purchase: '2026-11-20', basePrice: 120, status: 'Pending' },
  { orderId: 1002, customerId: 9, purchase: '2026-11-21', basePrice: 80, status: 'Shipped' },
];

/**
 * The contract for a resource whose id field is neither `_id` nor `id`: every call finds records by that
 * field, and the stored records gain no id field of the backend's own.
 */
export function idFieldContract(open: OpenOrders) {
  it('finds, creates, updates and removes records by their own id field', async () => {
    const orders = await open(orderSeed);
    await expect(orders.get('1002')).resolves.toEqual(orderSeed[1]);
    const added: Order = { orderId: 1003, customerId: 7, purchase: '2026-11-25', basePrice: 45 };
    await expect(orders.create(added)).resolves.toEqual(added);
    await expect(orders.get('1003')).resolves.toEqual(added);
    await expect(orders.update('1001', { status: 'Shipped' })).resolves.toEqual({
      ...orderSeed[0],
      status: 'Shipped',
    });
    await orders.remove('1002');
    await expect(orders.get('1002')).resolves.toBeNull();
    expect((await orders.list()).records).toEqual([{ ...orderSeed[0], status: 'Shipped' }, added]);
  });

  it('refuses to change a record whose id is only found in another field', async () => {
    const orders = await open([{ ...orderSeed[0]!, customerId: 555 }]);
    await expect(orders.update('555', { status: 'Lost' })).rejects.toMatchObject({ status: 404 });
    await expect(orders.remove('555')).rejects.toMatchObject({ status: 404 });
  });
}
