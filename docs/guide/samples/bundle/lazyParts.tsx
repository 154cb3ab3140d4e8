import { lazy, Suspense, useState } from 'react';
import { Button, Spinner } from '@atrium/ui';

// The date picker and its calendar code load when the form is first opened, not with the page.
const DueDateField = lazy(() => import('./DueDateField'));

export function TaskForm() {
  const [isOpen, setOpen] = useState(false);
  if (!isOpen) return <Button onPress={() => setOpen(true)}>Add a due date</Button>;
  return (
    <Suspense fallback={<Spinner aria-label="Loading" />}>
      <DueDateField />
    </Suspense>
  );
}
