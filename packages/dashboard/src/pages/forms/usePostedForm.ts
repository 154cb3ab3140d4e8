import { useState } from 'react';
import { ApiError } from '../../api/client';
import type { ResourceDefinition } from '../../data/resource';
import { useResourceMutations } from '../../data/useResource';

/** Where a posted form stands: being filled in, or sent and acknowledged. */
export type PostedFormState = 'editing' | 'submitted';

/**
 * Owns the sending of a form whose values become a record of `definition`: the form is marked submitted
 * once the backend accepts the record; a refusal keeps the form (and every typed value) and says why.
 */
export function usePostedForm<Record>(definition: ResourceDefinition<Record>) {
  const { create } = useResourceMutations(definition);
  const [state, setState] = useState<PostedFormState>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const post = async (record: Record) => {
    setFailure(null);
    try {
      await create.mutateAsync(record);
      setState('submitted');
    } catch (error) {
      // The data client has shown the error box; the form repeats the reason where the user is looking.
      setFailure(
        error instanceof ApiError
          ? `${error.status} ${error.statusText}`
          : error instanceof Error
            ? error.message
            : String(error),
      );
    }
  };
  const startOver = () => {
    setFailure(null);
    setState('editing');
  };
  return { state, failure, post, startOver };
}
