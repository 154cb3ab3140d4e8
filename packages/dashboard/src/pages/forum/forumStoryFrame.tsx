import { MemoryRouter, Route, Routes } from 'react-router';
import { DataProvider } from '../../api/DataProvider';
import { ApiError } from '../../api/client';
import { memoryStore } from '../../data/keyValueStore';
import { localAdapter } from '../../data/localAdapter';
import type { DataAdapter } from '../../data/resource';
import ForumPage from './ForumPage';
import ForumPostPage from './ForumPostPage';
import ForumTopicPage from './ForumTopicPage';

/** Browser storage whose every new record is refused as a server error, to show how the pages cope. */
function refusingAdapter(): DataAdapter {
  const local = localAdapter({ store: memoryStore() });
  return {
    resource(definition, environment) {
      const resource = local.resource(definition, environment);
      return {
        ...resource,
        create: async () => {
          throw new ApiError(definition.name, 500, 'Internal Server Error', 'Refused on purpose');
        },
      };
    },
  };
}

/** Props of {@link ForumStoryFrame}. */
export interface ForumStoryFrameProps {
  /** The URL the story opens, e.g. `/forum-post?topic=widgets-02`. */
  entry: string;
  /** Refuse every new post, as a failing server would. */
  refusesPosts?: boolean;
}

/**
 * The three forum pages in a memory router, so their links can be followed, over the demo's api/ files in a
 * fresh in-memory store: every story starts from the same posts.
 */
export function ForumStoryFrame({ entry, refusesPosts = false }: ForumStoryFrameProps) {
  return (
    <DataProvider
      baseUrl="api"
      data={refusesPosts ? refusingAdapter() : localAdapter({ store: memoryStore() })}
    >
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/forum" element={<ForumPage />} />
          <Route path="/forum-topic" element={<ForumTopicPage />} />
          <Route path="/forum-post" element={<ForumPostPage />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>
  );
}
