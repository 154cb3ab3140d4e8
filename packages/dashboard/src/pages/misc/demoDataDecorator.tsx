import type { Decorator } from '@storybook/react-vite';
import { DataProvider } from '../../api/DataProvider';
import { memoryStore } from '../../data/keyValueStore';
import { localAdapter } from '../../data/localAdapter';

/**
 * Story decorator: records come from the demo's generated api/ files (which Storybook serves), and changes
 * land in a fresh in-memory store, so every story starts from the same rows.
 */
export const withDemoData: Decorator = (Story) => (
  <DataProvider baseUrl="api" data={localAdapter({ store: memoryStore() })}>
    <Story />
  </DataProvider>
);
