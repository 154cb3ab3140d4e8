import type { ReactNode } from 'react';
import type { SelectItem } from './useSelectField';
import { MenuOption } from './Select.styles';

/** What a custom option renderer of a Select or Combobox is told about the option it draws. */
export interface SelectOptionState {
  isSelected: boolean;
  isHighlighted: boolean;
  isDisabled: boolean;
}

interface MenuOptionsProps<T extends SelectItem> {
  items: readonly T[];
  selectedItem: T | null;
  highlightedIndex: number;
  /** downshift's `getItemProps` of the select or combobox that owns the menu. */
  getItemProps: (options: { item: T; index: number }) => object;
  /** Draws an option's content; the item's `label` when omitted. */
  renderOption?: (item: T, state: SelectOptionState) => ReactNode;
}

/** The options of a downshift menu, marked selected, highlighted and disabled for the styles. */
export function MenuOptions<T extends SelectItem>({
  items,
  selectedItem,
  highlightedIndex,
  getItemProps,
  renderOption,
}: MenuOptionsProps<T>) {
  return items.map((item, index) => {
    const state: SelectOptionState = {
      isSelected: item.value === selectedItem?.value,
      isHighlighted: index === highlightedIndex,
      isDisabled: item.isDisabled === true,
    };
    return (
      <MenuOption
        key={item.value}
        {...getItemProps({ item, index })}
        $isSelected={state.isSelected}
        $isHighlighted={state.isHighlighted}
        $isDisabled={state.isDisabled}
      >
        {renderOption ? renderOption(item, state) : item.label}
      </MenuOption>
    );
  });
}
