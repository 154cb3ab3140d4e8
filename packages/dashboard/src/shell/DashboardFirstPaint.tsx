import { useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { MemoryRouter, Route, Routes } from 'react-router';
import styled from 'styled-components';
import {
  AtriumProvider,
  IconProvider,
  NotificationProvider,
  Skeleton,
  SkeletonGroup,
  TranslationProvider,
  createNotifier,
  memorySettingsStorage,
  skinByName,
  useLayoutSettings,
  type Language,
} from '@atrium/ui';
import { DataProvider } from '../api/DataProvider';
import { AuthProvider } from '../auth/AuthProvider';
import { memorySessionStores } from '../auth/session';
import { defaultTitle } from '../routes';
import { DashboardSettingsContext } from './DashboardSettings';
import { DashboardShell } from './DashboardShell';
import { dashboardIcons } from './dashboardIcons';

// As tall as the page loading in the app, so the footer stays put when the app takes over; inside the content
// area's own padding, as pages are, so a page heading put in it sits where the page's own will.
const PageSkeleton = styled(SkeletonGroup)`
  min-height: 100vh;
  align-content: start;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

// Where a build may put the opened page's own heading before the first paint; it takes no box of its own.
const HeadingPlace = styled.div`
  display: contents;
`;

const english: Language[] = [{ key: 'en', name: 'English', locale: 'en-US', flag: 'us' }];
// Nothing is stored or fetched while rendering ahead of time: the frame shows the defaults and the keys.
const noDictionary = () => Promise.resolve({});

// Any path outside the route table: no menu entry is active and no group is open, whichever page opens.
const neutralPath = '/';

/**
 * The dashboard's frame (header, menu, ribbon, footer) around a neutral page skeleton, in the default skin
 * and English with no page active: render it to static HTML at build time so a first visit paints the frame
 * before any script has run, then let {@link AtriumDashboard} replace it. The skeleton's heading (the app's
 * name, visually hidden) sits in the element marked `data-first-paint-heading`, which takes no box: a page
 * that prints its own heading there before the first paint shows the page's largest text at once.
 */
export function DashboardFirstPaint() {
  const settings = useLayoutSettings({ storage: memorySettingsStorage() });
  const [notifier] = useState(createNotifier);
  // Rendered at build time: the session of whoever builds the app must not leak into the page.
  const [sessionStores] = useState(() => memorySessionStores());
  return (
    <DashboardSettingsContext.Provider value={settings}>
      <DataProvider>
        <TranslationProvider
          languages={english}
          loadDictionary={noDictionary}
          storage={memorySettingsStorage()}
        >
          <AtriumProvider skin={skinByName(settings.settings.skin)} direction="ltr" locale="en-US">
            <IconProvider icons={dashboardIcons}>
              <NotificationProvider notifier={notifier}>
                <AuthProvider stores={sessionStores}>
                  <MemoryRouter initialEntries={[neutralPath]}>
                    <Routes>
                      <Route element={<DashboardShell />}>
                        <Route
                          path={neutralPath}
                          element={
                            <PageSkeleton isLoaded={false}>
                              {/* Every page has a top heading; until the page's own arrives, the app's name. */}
                              <HeadingPlace data-first-paint-heading="">
                                <VisuallyHidden elementType="h1">{defaultTitle}</VisuallyHidden>
                              </HeadingPlace>
                              <Skeleton width="40%" />
                              <Skeleton variant="rectangle" height={240} />
                              <Skeleton lines={3} />
                            </PageSkeleton>
                          }
                        />
                      </Route>
                    </Routes>
                  </MemoryRouter>
                </AuthProvider>
              </NotificationProvider>
            </IconProvider>
          </AtriumProvider>
        </TranslationProvider>
      </DataProvider>
    </DashboardSettingsContext.Provider>
  );
}
