import { useState, type ChangeEvent } from 'react';
import { useCombobox } from 'downshift';
import { useFilter } from 'react-aria';
import type { SelectItem } from '../select';
import { AUTOCOMPLETE_MIN_CHARS, useAsyncItems, type LoadItems } from './useAsyncItems';

/** What the suggestion menu has to say besides its options. */
export type ComboboxStatus = 'ready' | 'tooShort' | 'loading' | 'empty' | 'error';

/** Options of {@link useComboboxField}. */
export interface UseComboboxFieldOptions<T extends SelectItem> {
  /** Static suggestions, filtered by the typed text (case and accent blind). */
  items?: readonly T[];
  /** Async suggestions, used instead of `items`; debounced, aborted when the query changes. */
  loadItems?: LoadItems<T>;
  /** Characters needed before suggesting: 0 for `items`, 3 for `loadItems`, so one letter sends no search. */
  minChars?: number;
  /** Quiet milliseconds before `loadItems` is called: 100 by default, so fast typing sends one search. */
  delay?: number;
  /** The chosen item's value (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null, item: T | null) => void;
  /** The typed text (controlled). */
  inputValue?: string;
  defaultInputValue?: string;
  onInputChange?: (inputValue: string) => void;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
}

const noItems: LoadItems<never> = () => [];

/**
 * Owns a combobox's text, choice, open state and suggestions (static and filtered, or loaded through
 * {@link useAsyncItems}), and hands them to downshift's `useCombobox` for the keyboard and ARIA wiring.
 */
export function useComboboxField<T extends SelectItem>(options: UseComboboxFieldOptions<T>) {
  const { items = [], loadItems, value, defaultValue = null, onChange, isDisabled = false } = options;
  const isAsync = loadItems !== undefined;
  const { contains } = useFilter({ sensitivity: 'base' });

  // An async source may not list the chosen item any more, so the chosen item itself is kept.
  const [chosen, setChosen] = useState<T | null>(
    () => items.find((item) => item.value === defaultValue) ?? null,
  );
  const selectedItem =
    value === undefined || value === chosen?.value
      ? chosen
      : (items.find((item) => item.value === value) ?? null);

  const [ownInputValue, setOwnInputValue] = useState(options.defaultInputValue ?? selectedItem?.label ?? '');
  const inputValue = options.inputValue ?? ownInputValue;
  const setInputValue = (next: string) => {
    setOwnInputValue(next);
    options.onInputChange?.(next);
  };
  const [ownIsOpen, setOwnIsOpen] = useState(options.defaultOpen ?? false);
  const isOpen = options.isOpen ?? ownIsOpen;

  const minChars = options.minChars ?? (isAsync ? AUTOCOMPLETE_MIN_CHARS : 0);
  const remote = useAsyncItems<T>({
    query: inputValue,
    loadItems: loadItems ?? noItems,
    minChars,
    delay: options.delay,
    isEnabled: isAsync && isOpen,
  });
  // Reopening on the chosen item's text lists every static item, not just that one.
  const query = inputValue === selectedItem?.label ? '' : inputValue;
  const isTooShort = Array.from(query.trim()).length < minChars;
  const localItems = isTooShort ? [] : items.filter((item) => contains(item.label, query));
  const visibleItems = isAsync ? (remote.status === 'success' ? remote.items : []) : localItems;

  let status: ComboboxStatus = visibleItems.length > 0 ? 'ready' : 'empty';
  if (isAsync && (remote.status === 'tooShort' || remote.status === 'loading' || remote.status === 'error')) {
    status = remote.status;
  } else if (isAsync && remote.status === 'idle') {
    status = 'ready';
  } else if (!isAsync && isTooShort) {
    status = 'tooShort';
  }

  const downshift = useCombobox<T>({
    items: visibleItems as T[],
    selectedItem,
    inputValue,
    isOpen,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => item.isDisabled === true,
    stateReducer: (state, { changes }) => (isDisabled ? state : changes),
    // Typing goes through `handleInputChange`; this only catches downshift's own rewrites (pick, Escape).
    onInputValueChange: ({ type, inputValue: next }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) setInputValue(next);
    },
    onIsOpenChange: ({ isOpen: next }) => {
      setOwnIsOpen(next);
      options.onOpenChange?.(next);
    },
    onSelectedItemChange: ({ selectedItem: item }) => {
      setChosen(item ?? null);
      onChange?.(item?.value ?? null, item ?? null);
    },
  });

  // Stored in the keystroke's own event: downshift reports changes from an effect, and a controlled input
  // left a render behind drops a character typed in between.
  const handleInputChange = (event: ChangeEvent<HTMLInputElement>) => setInputValue(event.target.value);

  return { ...downshift, selectedItem, visibleItems, status, minChars, handleInputChange };
}
