import { useState, type ChangeEvent } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import { useFilter } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import type { SelectItem } from '../select';

/** Options of {@link useMultiSelect}. */
export interface UseMultiSelectOptions<T extends SelectItem> {
  items: readonly T[];
  /** Values of the chosen items (controlled). */
  value?: readonly string[];
  /** Values chosen at first (uncontrolled). */
  defaultValue?: readonly string[];
  onChange?: (values: readonly string[]) => void;
  isDisabled?: boolean;
}

/** The latest change, for the view to put into words for screen readers. */
export interface MultiSelectChange<T extends SelectItem> {
  kind: 'added' | 'removed';
  item: T;
  /** How many are chosen after the change. */
  count: number;
}

const itemToKey = (item: SelectItem | null) => item?.value;
const itemToString = (item: SelectItem | null) => item?.label ?? '';

/**
 * Owns a multi-select's chosen items and filter text: downshift's `useCombobox` drives the filterable list
 * (arrows, Enter, Escape; the list stays open to pick several) and `useMultipleSelection` the chosen ones
 * (Backspace in the empty input removes the last; arrow keys move between the chips' remove buttons).
 */
export function useMultiSelect<T extends SelectItem>({
  items,
  value,
  defaultValue = [],
  onChange,
  isDisabled = false,
}: UseMultiSelectOptions<T>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [values, setValues] = useControlledState<readonly string[]>(value, defaultValue, onChange);
  const [inputValue, setInputValue] = useState('');
  const [lastChange, setLastChange] = useState<MultiSelectChange<T> | null>(null);
  const selectedItems = values
    .map((chosen) => items.find((item) => item.value === chosen))
    .filter((item): item is T => item !== undefined);
  const visibleItems = items.filter(
    (item) => !values.includes(item.value) && contains(item.label, inputValue.trim()),
  );

  const choose = (next: readonly T[], change: MultiSelectChange<T>['kind'], item: T) => {
    if (isDisabled) return;
    setValues(next.map((chosen) => chosen.value));
    setLastChange({ kind: change, item, count: next.length });
  };

  const multiple = useMultipleSelection<T>({
    selectedItems,
    itemToKey,
    // Only removals come through here: additions are the combobox's, below.
    onSelectedItemsChange: ({ selectedItems: next = [] }) => {
      const removed = selectedItems.find((item) => !next.includes(item));
      if (removed) choose(next, 'removed', removed);
    },
  });

  const combobox = useCombobox<T>({
    items: visibleItems,
    itemToKey,
    itemToString,
    inputValue,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    isItemDisabled: (item) => item.isDisabled === true,
    stateReducer: (state, { changes, type }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // Keep the list open and the highlight in place, so several can be picked in a row.
          return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: '' };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) {
            choose([...selectedItems, selectedItem], 'added', selectedItem);
            setInputValue('');
          }
          break;
        default:
          break;
      }
    },
  });

  return {
    ...combobox,
    handleInputChange: (event: ChangeEvent<HTMLInputElement>) => setInputValue(event.target.value),
    ...multiple,
    selectedItems,
    visibleItems,
    inputValue,
    lastChange,
    /** Removes one chosen item, as its chip's button does. */
    remove: (item: T) => multiple.removeSelectedItem(item),
  };
}
