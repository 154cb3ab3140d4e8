// Component test files share one page (vitest.config.ts). vitest-browser-react unmounts what a test rendered
// before the next test, but registers that hook only in the first file that imports it, where the module is
// evaluated; here every file registers it, so no file starts with the last file's components still mounted.
import { beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';

beforeEach(async () => {
  await cleanup();
});
