// Story files share one page (vitest.config.ts). Each file is run as if it had the page to itself: what it
// changed outside the stories it rendered is undone before the next one starts.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
