import { NotificationProvider } from '@atrium/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../../../ui/test/render';
import { seededRandom } from './dashboardDemoData';
import { LiveStatsTab } from './LiveStatsTab';

function renderTab() {
  return renderWithTheme(
    <NotificationProvider>
      <main>
        <LiveStatsTab rng={seededRandom(5)} />
      </main>
    </NotificationProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LiveStatsTab', () => {
  it('prints the live stats alone, titled as a report, when the user asks for a PDF', async () => {
    const printed: { title: string; report: string | undefined }[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push({
        title: document.title,
        report: document.querySelector('[data-report-print]')?.textContent ?? undefined,
      });
      window.dispatchEvent(new Event('afterprint'));
    });
    const title = document.title;
    await renderTab();
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await expect.poll(() => printed).toHaveLength(1);
    expect(printed[0]!.title).toMatch(/^Live stats report, /);
    expect(printed[0]!.report).toContain('My Tasks');
    expect(printed[0]!.report).toContain('Server load');
    await expect.poll(() => document.querySelector('[data-report-print]')).toBeNull();
    expect(document.title).toBe(title);
  });

  it('takes a bug report in a dialog, asks for a summary and confirms with a notification', async () => {
    await renderTab();
    await page.getByRole('button', { name: 'Report a bug' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a bug' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: /Summary/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.element(dialog.getByText('Say in a few words what went wrong.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Summary/ }).fill('Chart stops at 100');
    await expect.element(dialog.getByText('Say in a few words what went wrong.')).not.toBeInTheDocument();
    await dialog.getByRole('textbox', { name: 'What happened' }).fill('The line sat on the top edge.');
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText('Bug report sent')).toBeVisible();
    await expect.element(page.getByText(/Chart stops at 100/)).toBeVisible();
  });

  it('closes the bug report on Cancel without sending it', async () => {
    await renderTab();
    await page.getByRole('button', { name: 'Report a bug' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Bug report sent');
  });
});
