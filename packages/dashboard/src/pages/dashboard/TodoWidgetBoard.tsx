import { Alert, TodoBoard, useTranslation, type Todo } from '@atrium/ui';
import { useMemo } from 'react';
import { todoResource } from '../../api/todos';
import { useResourceList, useResourceMutations } from '../../data/useResource';
import { todoBoardWrites, todosInBoardOrder } from './todoBoardChanges';

/**
 * The board over the `todos` resource; its own module, loaded when scrolled to. Every change shows at once
 * and is written through the dashboard's adapter; a refused write rolls back beside the error box.
 */
export default function TodoWidgetBoard() {
  const { t } = useTranslation();
  const list = useResourceList(todoResource);
  // The widget already carries the "To-do list" title; the board inside gets its own name.
  const boardStrings = useMemo(() => ({ board: t('To-do board') }), [t]);
  const { create, update, remove } = useResourceMutations(todoResource);
  const todos = useMemo(() => todosInBoardOrder(list.data?.records ?? []), [list.data]);
  // The creates' outcome goes back to the board, which gives a refused to-do's text back to the add form.
  const save = (next: readonly Todo[]) => {
    const creates: Promise<unknown>[] = [];
    for (const write of todoBoardWrites(todos, next)) {
      if (write.kind === 'create') creates.push(create.mutateAsync(write.record));
      else if (write.kind === 'update') update.mutate({ id: write.id, changes: write.changes });
      else remove.mutate(write.id);
    }
    return Promise.all(creates);
  };
  return (
    <>
      {/* The board shows at once and takes the list when it arrives; a failed load leaves it usable. */}
      {list.isError && <Alert variant="warning">{t('The to-dos could not be loaded.')}</Alert>}
      <TodoBoard todos={todos} onChange={save} headingLevel={3} strings={boardStrings} />
    </>
  );
}
