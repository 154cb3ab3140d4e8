import { forwardRef, useId, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { useTheme } from 'styled-components';
import { useTranslation } from '../i18n';
import { fieldClassNames, type FieldSize } from '../field';
import { ChevronIcon } from './ChevronIcon';
import {
  controlValidation,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  validationClassName,
} from './ControlField.styles';
import { MenuOptions, type SelectOptionState } from './MenuOptions';
import { MenuList, MenuSurface, SelectTrigger, SelectValue, TriggerIcon } from './Select.styles';
import { useMenuPosition } from './useMenuPosition';
import { useSelectField, type SelectItem, type UseSelectFieldOptions } from './useSelectField';

/** Props of {@link Select}. */
export interface SelectProps<T extends SelectItem = SelectItem> extends UseSelectFieldOptions<T> {
  /** Visible label; give `aria-label` instead when the surroundings already name the select. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Text shown while nothing is chosen. */
  placeholder?: string;
  /** Draws an option's content; the item's `label` when omitted. */
  children?: (item: T, state: SelectOptionState) => ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Message shown after the field while `isInvalid`. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  /** Shows the success state once the choice passes its checks. */
  isValid?: boolean;
  isRequired?: boolean;
  /** Name of a hidden input carrying the value, for native form posts. */
  name?: string;
  /** Height and text size: `sm`, `md` (default) or `lg`, matching the text fields and buttons of those sizes. */
  size?: FieldSize;
  className?: string;
}

function SelectView<T extends SelectItem>(props: SelectProps<T>, forwardedRef: ForwardedRef<HTMLDivElement>) {
  const {
    items,
    label,
    'aria-label': ariaLabel,
    placeholder,
    children,
    description,
    errorMessage,
    isInvalid = false,
    isValid = false,
    isRequired = false,
    isDisabled = false,
    name,
    size = 'md',
    className,
  } = props;
  const theme = useTheme();
  const { t } = useTranslation();
  const select = useSelectField(props);
  const { setReference, setFloating, floatingStyles, portalRoot } = useMenuPosition(select.isOpen);
  const triggerRef = useMergeRefs([setReference, forwardedRef]);
  const descriptionId = useId();
  const errorId = useId();
  const validation = controlValidation(isInvalid, isValid);
  const hasError = isInvalid && errorMessage != null;
  const describedBy =
    [description != null && descriptionId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  // The menu lives in a portal that mounts after the first render, so downshift's ref check is skipped.
  const menuProps = select.getMenuProps({ 'aria-label': ariaLabel }, { suppressRefError: true });
  const { selectedItem, highlightedIndex } = select;

  return (
    <FieldRoot
      className={validationClassName(validation, [fieldClassNames.root, className].filter(Boolean).join(' '))}
    >
      {label != null && (
        <FieldLabel {...select.getLabelProps()} className={fieldClassNames.label}>
          {label}
        </FieldLabel>
      )}
      <SelectTrigger
        {...select.getToggleButtonProps({
          ref: triggerRef,
          'aria-label': ariaLabel,
          'aria-describedby': describedBy,
          'aria-invalid': isInvalid || undefined,
          'aria-required': isRequired || undefined,
          'aria-disabled': isDisabled || undefined,
          tabIndex: isDisabled ? -1 : 0,
        })}
        $validation={validation}
        $isDisabled={isDisabled}
        $size={size}
      >
        <SelectValue $isPlaceholder={selectedItem === null}>
          {selectedItem?.label ?? placeholder ?? t('Select…')}
        </SelectValue>
        <TriggerIcon>
          <ChevronIcon />
        </TriggerIcon>
      </SelectTrigger>
      {name !== undefined && <input type="hidden" name={name} value={selectedItem?.value ?? ''} />}
      {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {hasError && <FieldError id={errorId}>{errorMessage}</FieldError>}
      <FloatingPortal root={portalRoot}>
        {select.isOpen && (
          <MenuSurface ref={setFloating} style={floatingStyles} dir={theme.direction}>
            <MenuList {...menuProps}>
              <MenuOptions
                items={items}
                selectedItem={selectedItem}
                highlightedIndex={highlightedIndex}
                getItemProps={select.getItemProps}
                renderOption={children}
              />
            </MenuList>
          </MenuSurface>
        )}
      </FloatingPortal>
    </FieldRoot>
  );
}

/**
 * A select-only combobox (downshift `useSelect`): arrows, Home/End, type-ahead, Enter and Escape, with its
 * menu in a portal placed by floating-ui so it never leaves the viewport.
 */
export const Select = forwardRef(SelectView) as <T extends SelectItem = SelectItem>(
  props: SelectProps<T> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
