import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../../../ui/test/render';
import { DataProvider } from '../../api/DataProvider';
import type { ApiError } from '../../api/client';
import { restAdapter } from '../../data/restAdapter';
import TodoWidgetBoard from './TodoWidgetBoard';

const stored = [
  { _id: 'a', title: 'Renew the certificate', state: 'Critical', createdAt: '2026-11-20T08:00:00.000Z' },
  { _id: 'b', title: 'Review the budget', state: 'Important', createdAt: '2026-11-19T08:00:00.000Z' },
];

/**
 * A REST server that lists, reads and changes to-dos at once but never answers a POST. It keeps its changes,
 * so a list read after the stalled create has timed out still shows them.
 */
function stallingCreates() {
  const records = stored.map((todo) => ({ ...todo }));
  return vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    const id = String(url).match(/\/todos\/([^/?]+)$/)?.[1];
    if (id === undefined) return Response.json(records);
    const record = records.find((todo) => todo._id === id);
    if (record && init?.method === 'PATCH') Object.assign(record, JSON.parse(String(init.body)) as object);
    return Response.json(record);
  });
}

function laneTitles(name: string): string[] {
  const lane = page.getByRole('region', { name }).element();
  return [...lane.querySelectorAll('input[type="checkbox"]')].map(
    (box) => box.closest('label')?.textContent ?? '',
  );
}

describe('TodoWidgetBoard', () => {
  it('stays usable while a create stalls, then reports it once, rolls it back and keeps the typed text', async () => {
    const fetch = stallingCreates();
    const onError = vi.fn<(error: ApiError) => void>();
    await renderWithTheme(
      <DataProvider
        data={restAdapter({ baseUrl: 'https://api.example.test/', fetch, timeoutMs: 600 })}
        onError={onError}
      >
        <TodoWidgetBoard />
      </DataProvider>,
    );
    await expect.element(page.getByRole('checkbox', { name: 'Review the budget' })).toBeInTheDocument();
    await page.getByRole('button', { name: 'Add to-do' }).click();
    await userEvent.fill(page.getByRole('textbox', { name: /Title/ }), 'Call the auditor');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Call the auditor' })).toBeInTheDocument();

    // While the create hangs, other changes still go through.
    await page.getByText('Review the budget', { exact: true }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Review the budget' })).toBeChecked();

    await expect.element(page.getByRole('textbox', { name: /Title/ })).toHaveValue('Call the auditor');
    expect(laneTitles('Important')).not.toContain('Call the auditor');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      statusText: 'Request timed out',
      url: 'https://api.example.test/todos',
    });
  });
});
