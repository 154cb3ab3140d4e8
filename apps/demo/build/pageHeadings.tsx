import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AuthProvider, DataProvider, memorySessionStores, type DashboardRoute } from '@atrium/dashboard';
import {
  AtriumProvider,
  NotificationProvider,
  TranslationProvider,
  createNotifier,
  memorySettingsStorage,
  type Language,
} from '@atrium/ui';
import { pageHeadingOf, type PageHeading } from './pageHeading.ts';

const english: Language[] = [{ key: 'en', name: 'English', locale: 'en-US', flag: 'us' }];
const noDictionary = () => Promise.resolve({});

/** What a page needs around it to draw, with nothing stored or fetched: its first render, in English. */
function PageContext({ children }: { children: ReactNode }) {
  const [notifier] = useState(createNotifier);
  const [sessionStores] = useState(() => memorySessionStores());
  return (
    <DataProvider>
      <TranslationProvider
        languages={english}
        loadDictionary={noDictionary}
        storage={memorySettingsStorage()}
      >
        <AtriumProvider direction="ltr" locale="en-US">
          <NotificationProvider notifier={notifier}>
            <AuthProvider stores={sessionStores}>{children}</AuthProvider>
          </NotificationProvider>
        </AtriumProvider>
      </TranslationProvider>
    </DataProvider>
  );
}

/**
 * The top heading of each page the frame draws at a fixed path, read from the page's first render to HTML (its
 * heading does not wait for data). A page that cannot render outside a browser, or whose heading is not a
 * `PageHeader`, is left out: the frame keeps its neutral skeleton there.
 */
export async function pageHeadings(routes: readonly DashboardRoute[]): Promise<Record<string, PageHeading>> {
  const headings: Record<string, PageHeading> = {};
  for (const route of routes) {
    if (route.layout !== 'shell' || route.path.includes(':')) continue;
    const sheet = new ServerStyleSheet();
    try {
      const { default: Page } = await route.page();
      const html = renderToString(
        sheet.collectStyles(
          <PageContext>
            <MemoryRouter initialEntries={[route.path]}>
              <Routes>
                <Route path={route.path} element={<Page />} />
              </Routes>
            </MemoryRouter>
          </PageContext>,
        ),
      );
      const heading = pageHeadingOf(html);
      if (heading) headings[route.path] = heading;
    } catch {
      // Browser-only code at import or render time: this page keeps the neutral skeleton.
    } finally {
      sheet.seal();
    }
  }
  return headings;
}
