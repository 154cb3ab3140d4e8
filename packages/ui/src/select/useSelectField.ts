import { useState } from 'react';
import { useSelect } from 'downshift';

/** One choice of a {@link Select} or Combobox: a stable value, the text shown, and whether it can be picked. */
export interface SelectItem {
  value: string;
  label: string;
  isDisabled?: boolean;
}

/** Options of {@link useSelectField}. */
export interface UseSelectFieldOptions<T extends SelectItem> {
  items: readonly T[];
  /** The chosen item's value (controlled); `null` for none. */
  value?: string | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string | null;
  onChange?: (value: string | null, item: T | null) => void;
  /** Whether the menu is open (controlled). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Ignore every change, from the keyboard or the mouse. */
  isDisabled?: boolean;
}

/**
 * Owns a select's choice and open state: maps react-aria style `value`/`defaultValue`/`onChange` onto
 * downshift's `useSelect`, which supplies the keyboard (arrows, Home/End, type-ahead, Enter, Escape).
 */
export function useSelectField<T extends SelectItem>({
  items,
  value,
  defaultValue = null,
  onChange,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDisabled = false,
}: UseSelectFieldOptions<T>) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const selectedValue = value === undefined ? uncontrolledValue : value;
  const selectedItem = items.find((item) => item.value === selectedValue) ?? null;
  const downshift = useSelect<T>({
    items: items as T[],
    selectedItem,
    isOpen,
    initialIsOpen: defaultOpen,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => item.isDisabled === true,
    // A disabled select keeps whatever state it had: no opening, no choosing.
    stateReducer: (state, { changes }) => (isDisabled ? state : changes),
    onIsOpenChange: (changes) => onOpenChange?.(changes.isOpen),
    onSelectedItemChange: ({ selectedItem: item }) => {
      const next = item?.value ?? null;
      setUncontrolledValue(next);
      onChange?.(next, item ?? null);
    },
  });
  return { ...downshift, selectedItem };
}
