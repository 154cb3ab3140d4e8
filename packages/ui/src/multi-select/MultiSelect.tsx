import { useId, type ReactNode } from 'react';
import { FloatingPortal } from '@floating-ui/react';
import { useFocusRing, VisuallyHidden } from 'react-aria';
import { useTheme } from 'styled-components';
import { Field, FieldControl, FieldDescription, FieldLabel } from '../field';
import { useTranslation } from '../i18n';
import { useMenuPosition, type SelectItem } from '../select';
import { MenuOptions } from '../select/MenuOptions';
import { MenuList, MenuSurface } from '../select/Select.styles';
import { MenuStatus } from '../combobox/Combobox.styles';
import { RemoveTagButton, TagChip, TagList, TagsArea, TagTextInput } from '../tags-input/TagsInput.styles';
import { useMultiSelect, type MultiSelectChange, type UseMultiSelectOptions } from './useMultiSelect';

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps<T extends SelectItem> extends UseMultiSelectOptions<T> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** Name of the hidden inputs (one per chosen value) for native form posts. */
  name?: string;
  className?: string;
}

/**
 * Chooses several options from a list filtered as you type (case and accent blind). The chosen ones show as
 * chips with a remove button; Backspace in the empty input removes the last, and the arrow keys move from the
 * input to the chips. Each addition and removal is announced with the new count.
 */
export function MultiSelect<T extends SelectItem>({
  label,
  description,
  placeholder,
  name,
  className,
  ...options
}: MultiSelectProps<T>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const select = useMultiSelect(options);
  const { isDisabled = false } = options;
  const { setReference, setFloating, floatingStyles, portalRoot } = useMenuPosition(select.isOpen);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });
  const descriptionId = useId();
  const labelProps = select.getLabelProps();
  const inputProps = select.getInputProps({
    // Backspace and the arrows reach the chips with the list open too: it opens on every click.
    ...select.getDropdownProps(),
    ...focusProps,
    // Set here, in the same event, rather than after downshift's state settles: fast typing loses no key.
    onChange: select.handleInputChange,
    placeholder,
    disabled: isDisabled,
    'aria-describedby': description != null ? descriptionId : undefined,
  });
  const announce = (change: MultiSelectChange<T>) =>
    t(change.kind === 'added' ? '{item} added, {count} chosen' : '{item} removed, {count} chosen', {
      item: change.item.label,
      count: change.count,
    });

  return (
    <Field className={className}>
      <FieldLabel {...labelProps}>{label}</FieldLabel>
      <FieldControl isReadOnly={isDisabled} isFocused={isFocused} isFocusVisible={isFocusVisible}>
        <TagsArea ref={setReference}>
          {select.selectedItems.length > 0 && (
            <TagList aria-labelledby={labelProps.id}>
              {select.selectedItems.map((item, index) => (
                <TagChip key={item.value}>
                  <span dir="auto">{item.label}</span>
                  {!isDisabled && (
                    <RemoveTagButton
                      type="button"
                      {...select.getSelectedItemProps({
                        selectedItem: item,
                        index,
                        onClick: (event) => {
                          // Downshift's own click handler would mark the chip active in the same tick,
                          // from props that still list it, and undo the removal.
                          (
                            event.nativeEvent as Event & { preventDownshiftDefault?: boolean }
                          ).preventDownshiftDefault = true;
                          select.remove(item);
                        },
                      })}
                      aria-label={t('Remove {tag}', { tag: item.label })}
                    >
                      <span aria-hidden="true">×</span>
                    </RemoveTagButton>
                  )}
                </TagChip>
              ))}
            </TagList>
          )}
          <TagTextInput
            {...inputProps}
            // With nothing left to show, downshift still points at the first option, which no longer exists.
            aria-activedescendant={
              select.visibleItems[select.highlightedIndex] ? inputProps['aria-activedescendant'] : undefined
            }
          />
        </TagsArea>
      </FieldControl>
      {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {name !== undefined &&
        select.selectedItems.map((item) => (
          <input key={item.value} type="hidden" name={name} value={item.value} />
        ))}
      <VisuallyHidden role="status">{select.lastChange && announce(select.lastChange)}</VisuallyHidden>
      <FloatingPortal root={portalRoot}>
        <MenuSurface
          ref={setFloating}
          style={{ ...floatingStyles, display: select.isOpen ? undefined : 'none' }}
          dir={theme.direction}
        >
          {select.isOpen && select.visibleItems.length === 0 && (
            <MenuStatus $isError={false}>{t('No matches')}</MenuStatus>
          )}
          <MenuList {...select.getMenuProps({}, { suppressRefError: true })}>
            {select.isOpen && (
              <MenuOptions
                items={select.visibleItems}
                selectedItem={null}
                highlightedIndex={select.highlightedIndex}
                getItemProps={select.getItemProps}
              />
            )}
          </MenuList>
        </MenuSurface>
      </FloatingPortal>
    </Field>
  );
}
