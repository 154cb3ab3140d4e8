import { AtriumDashboard, localAdapter, memoryStore, restAdapter } from '@atrium/dashboard';

// The default: records start from the static files under api/ and changes stay in this browser.
export const InTheBrowser = () => <AtriumDashboard />;

// The same, kept in memory only: nothing survives a reload (tests, stories, kiosks).
export const ForgetfulDemo = () => <AtriumDashboard data={localAdapter({ store: memoryStore() })} />;

// A JSON REST server; a base URL alone is the same as restAdapter({ baseUrl }).
export const OnYourServer = () => <AtriumDashboard data="https://api.example.com/v1/" />;

// A slow server: report a call as timed out after 30 s instead of 10 s.
export const OnASlowServer = () => (
  <AtriumDashboard data={restAdapter({ baseUrl: 'https://api.example.com/v1/', timeoutMs: 30_000 })} />
);
