import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { memoryStore } from '../data/keyValueStore';
import { localAdapter } from '../data/localAdapter';
import type { ResourceDefinition } from '../data/resource';
import {
  calendarEventResource,
  commentResource,
  contactMessageResource,
  eventTemplateResource,
  inboxMessageResource,
  orderResource,
  projectResource,
  tableRowResource,
} from './resourceDefinitions';

function open<Record>(definition: ResourceDefinition<Record>, file: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(file)));
  const resource = localAdapter({ store: memoryStore() }).resource(definition, {
    client: createApiClient({ fetch }),
  });
  return { resource, fetch };
}

describe('resource definitions', () => {
  it('reads calendar events, dropping unreadable ones and repeated ids, and ignoring extra fields', async () => {
    const { resource, fetch } = open(calendarEventResource, [
      { id: 1, title: '<script>alert(1)</script>', start: '2026-11-26', icon: 'fa-info', extra: true },
      { id: 1, title: 'Repeated id', start: '2026-11-27' },
      { id: 2, title: 'No start' },
      { id: 3, title: 'Bad icon', start: '2026-11-26', icon: 'fa-rocket' },
    ]);
    await expect(resource.list()).resolves.toEqual({
      records: [{ id: 1, title: '<script>alert(1)</script>', start: '2026-11-26', icon: 'fa-info' }],
      total: 1,
    });
    expect(fetch).toHaveBeenCalledWith('api/events.json', expect.anything());
  });

  it('reads event templates, dropping ones without a title or with an unknown icon', async () => {
    const { resource, fetch } = open(eventTemplateResource, [
      { id: 'lunch', title: 'Lunch Break', icon: 'fa-clock-o', translatable: true },
      { id: 'blank', description: 'No title' },
      { id: 'odd', title: 'Odd icon', icon: 'fa-rocket' },
    ]);
    await expect(resource.list()).resolves.toEqual({
      records: [{ id: 'lunch', title: 'Lunch Break', icon: 'fa-clock-o', translatable: true }],
      total: 1,
    });
    expect(fetch).toHaveBeenCalledWith('api/event-templates.json', expect.anything());
  });

  it('seeds the projects from the data field of project-list.json, dropping rows with unreadable fields', async () => {
    const project = {
      id: 'p1',
      name: 'Atrium',
      budget: 5000,
      est: 40,
      contacts: [{ name: 'Mira Okafor', picture: 'api/avatars/mo.svg' }],
      status: 'active',
      'target-actual': { target: [4, 5], actual: [3, 6] },
      starts: '2026-01-05',
      ends: '2026-06-30',
      tracker: true,
    };
    const { resource, fetch } = open(projectResource, {
      data: [
        project,
        { id: 'p2', name: 'Done twice', est: 200 },
        { id: 'p3', name: 'Unknown state', status: 'paused' },
      ],
    });
    await expect(resource.list()).resolves.toEqual({ records: [project], total: 1 });
    await resource.update('p1', { tracker: false });
    await expect(resource.get('p1')).resolves.toMatchObject({ tracker: false });
    expect(fetch).toHaveBeenCalledWith('api/project-list.json', expect.anything());
  });

  it('keys messages, orders and table rows by their own id fields', async () => {
    const messages = open(inboxMessageResource, [
      {
        _id: 'm1',
        folder: 'inbox',
        from: { name: 'Mira Okafor', email: 'mira@example.com' },
        subject: 'Hi',
        body: 'Hello',
        date: '2026-11-26T09:00:00Z',
        labels: ['work'],
      },
    ]);
    await messages.resource.update('m1', { selected: true });
    await expect(messages.resource.get('m1')).resolves.toMatchObject({ selected: true });
    const orders = open(orderResource, [
      { orderId: 7, customerId: 3, purchase: '2026-11-01', basePrice: 12.5 },
    ]);
    await orders.resource.remove('7');
    await expect(orders.resource.list()).resolves.toEqual({ records: [], total: 0 });
    const rows = open(tableRowResource, [{ id: 1, name: 'Ada', city: 'Oslo' }]);
    await expect(rows.resource.list({ filter: { city: 'Oslo' } })).resolves.toMatchObject({ total: 1 });
  });
});

describe('form submission resources', () => {
  it('keeps posted comments and contact messages beside their seeds, with an optional web address', async () => {
    const comments = open(commentResource, [
      { id: 'c1', name: 'Ann', email: 'ann@example.com', comment: 'Hi', date: '2026-01-08T09:00:00Z' },
      { id: 'c2', name: 'No comment', email: 'x@example.com', date: '2026-01-08T09:00:00Z' },
    ]);
    await comments.resource.create({
      id: 'c3',
      name: '<img src=x onerror=alert(1)>',
      email: 'b@example.com',
      url: 'https://b.example.com',
      comment: 'Hello',
      date: '2026-01-09T09:00:00Z',
    });
    await expect(comments.resource.list()).resolves.toMatchObject({
      records: [{ id: 'c1' }, { id: 'c3', name: '<img src=x onerror=alert(1)>' }],
      total: 2,
    });
    expect(comments.fetch).toHaveBeenCalledWith('api/forms/comments.json', expect.anything());
    const contacts = open(contactMessageResource, []);
    await contacts.resource.create({
      id: 'm1',
      name: 'Priya',
      email: 'priya@example.com',
      message: 'A demo, please',
      date: '2026-01-09T11:00:00Z',
    });
    await expect(contacts.resource.get('m1')).resolves.toMatchObject({ message: 'A demo, please' });
    expect(contacts.fetch).toHaveBeenCalledWith('api/forms/contacts.json', expect.anything());
  });
});
