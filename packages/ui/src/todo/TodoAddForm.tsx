import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../button';
import { TextField } from '../text-field';
import { AddForm, FormActions } from './TodoBoard.styles';
import type { TodoBoardStrings } from './todoBoardStrings';
import { isValidTodoTitle, type NewTodo } from './todoTransitions';

interface TodoAddFormProps {
  id: string;
  strings: TodoBoardStrings;
  /** What the fields start with, e.g. a to-do whose save failed. */
  initialInput?: NewTodo;
  /** Adds the to-do; the form then closes. */
  onAdd: (input: NewTodo) => void;
  onCancel: () => void;
}

/** Title (required) and description of a new to-do; Add stays disabled until the title has text. */
export function TodoAddForm({ id, strings, initialInput, onAdd, onCancel }: TodoAddFormProps) {
  const [title, setTitle] = useState(initialInput?.title ?? '');
  const [description, setDescription] = useState(initialInput?.description ?? '');
  const [isTouched, setTouched] = useState(false);
  const isValid = isValidTodoTitle(title);
  const titleRef = useRef<HTMLInputElement>(null);
  // The form opens on request, so its first field is where the user expects to type.
  useEffect(() => titleRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid) {
      setTouched(true);
      return;
    }
    onAdd({ title, description });
    // Cleared for the next to-do when the form stays open (an app may hold it open).
    setTitle('');
    setDescription('');
    setTouched(false);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <AddForm id={id} aria-label={strings.addForm} onSubmit={submit} onKeyDown={closeOnEscape} noValidate>
      <TextField
        label={strings.titleLabel}
        value={title}
        onChange={(next) => {
          setTitle(next);
          setTouched(true);
        }}
        isRequired
        isInvalid={isTouched && !isValid}
        errorMessage={strings.titleRequired}
        validationBehavior="aria"
        ref={titleRef}
      />
      <TextField label={strings.descriptionLabel} value={description} onChange={setDescription} />
      <FormActions>
        <Button onPress={onCancel}>{strings.cancel}</Button>
        <Button type="submit" variant="primary" isDisabled={!isValid}>
          {strings.submit}
        </Button>
      </FormActions>
    </AddForm>
  );
}
