import { AtriumDashboard } from '@atrium/dashboard';
import { documentAdapter } from './documentAdapter';

const adapter = documentAdapter('https://example.com/documents');

export const WithYourBackend = () => <AtriumDashboard data={adapter} />;
