import { forwardRef, useId, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { VisuallyHidden } from 'react-aria';
import { useTheme } from 'styled-components';
import { useTranslation } from '../i18n';
import { type SelectItem, type SelectOptionState, useMenuPosition } from '../select';
import { ChevronIcon } from '../select/ChevronIcon';
import {
  controlValidation,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  validationClassName,
} from '../select/ControlField.styles';
import { MenuOptions } from '../select/MenuOptions';
import { MenuList, MenuSurface } from '../select/Select.styles';
import { ComboInput, InputGroup, MenuStatus, ToggleButton } from './Combobox.styles';
import { useComboboxField, type ComboboxStatus, type UseComboboxFieldOptions } from './useComboboxField';

/** Texts the suggestion menu shows besides its options. */
export interface ComboboxMessages {
  tooShort: (minChars: number) => string;
  loading: string;
  empty: string;
  error: string;
  /** Announced to screen readers when suggestions arrive from an async source. */
  results: (count: number) => string;
}

const defaultMessages: ComboboxMessages = {
  tooShort: (minChars) => `Type at least ${minChars} characters`,
  loading: 'Searching…',
  empty: 'No matches',
  error: 'Could not load suggestions',
  results: (count) => (count === 1 ? '1 suggestion' : `${count} suggestions`),
};

/** Props of {@link Combobox}. */
export interface ComboboxProps<T extends SelectItem = SelectItem> extends UseComboboxFieldOptions<T> {
  /** Visible label; give `aria-label` instead when the surroundings already name the field. */
  label?: ReactNode;
  'aria-label'?: string;
  placeholder?: string;
  /** Draws an option's content; the item's `label` when omitted. */
  children?: (item: T, state: SelectOptionState) => ReactNode;
  /** Overrides of the menu's hint, searching, empty and error texts. */
  messages?: Partial<ComboboxMessages>;
  /** Show the button that opens the menu without typing. */
  hasToggleButton?: boolean;
  /** Accessible name of the toggle button. */
  toggleLabel?: string;
  description?: ReactNode;
  /** Message shown after the field while `isInvalid`. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  /** Shows the success state once the value passes its checks. */
  isValid?: boolean;
  isRequired?: boolean;
  /** Name of a hidden input carrying the chosen value, for native form posts. */
  name?: string;
  className?: string;
}

function statusText(status: ComboboxStatus, minChars: number, messages: ComboboxMessages): string | null {
  switch (status) {
    case 'tooShort':
      return messages.tooShort(minChars);
    case 'loading':
      return messages.loading;
    case 'empty':
      return messages.empty;
    case 'error':
      return messages.error;
    default:
      return null;
  }
}

function ComboboxView<T extends SelectItem>(
  props: ComboboxProps<T>,
  forwardedRef: ForwardedRef<HTMLInputElement>,
) {
  const {
    label,
    'aria-label': ariaLabel,
    placeholder,
    children,
    hasToggleButton = true,
    toggleLabel,
    description,
    errorMessage,
    isInvalid = false,
    isValid = false,
    isRequired = false,
    isDisabled = false,
    name,
    className,
  } = props;
  const theme = useTheme();
  const { t } = useTranslation();
  const combobox = useComboboxField(props);
  const { setReference, setFloating, floatingStyles, portalRoot } = useMenuPosition(combobox.isOpen);
  // A callback ref, so handing it to downshift's prop getter does not read a ref during render.
  const attachInput = useMergeRefs([forwardedRef]);
  const descriptionId = useId();
  const errorId = useId();
  const validation = controlValidation(isInvalid, isValid);
  const hasError = isInvalid && errorMessage != null;
  const describedBy =
    [description != null && descriptionId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  const { selectedItem, highlightedIndex, visibleItems, status } = combobox;
  const messages = { ...defaultMessages, ...props.messages };
  const message = statusText(status, combobox.minChars, messages);
  // Sighted users see the options arrive; screen readers hear how many, as they would not otherwise.
  const resultsText =
    props.loadItems !== undefined && status === 'ready' && visibleItems.length > 0
      ? messages.results(visibleItems.length)
      : null;
  // The menu lives in a portal that mounts after the first render, so downshift's ref check is skipped.
  const menuProps = combobox.getMenuProps(
    { 'aria-label': ariaLabel, 'aria-busy': status === 'loading' || undefined },
    { suppressRefError: true },
  );

  return (
    <FieldRoot className={validationClassName(validation, className)}>
      {label != null && <FieldLabel {...combobox.getLabelProps()}>{label}</FieldLabel>}
      <InputGroup ref={setReference} $validation={validation} $isDisabled={isDisabled}>
        <ComboInput
          {...combobox.getInputProps({
            ref: attachInput,
            onChange: combobox.handleInputChange,
            placeholder,
            disabled: isDisabled,
            'aria-label': ariaLabel,
            'aria-describedby': describedBy,
            'aria-invalid': isInvalid || undefined,
            'aria-required': isRequired || undefined,
          })}
        />
        {hasToggleButton && (
          <ToggleButton
            type="button"
            {...combobox.getToggleButtonProps({
              disabled: isDisabled,
              'aria-label': toggleLabel ?? t('Show suggestions'),
            })}
          >
            <ChevronIcon />
          </ToggleButton>
        )}
      </InputGroup>
      {name !== undefined && <input type="hidden" name={name} value={selectedItem?.value ?? ''} />}
      {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {hasError && <FieldError id={errorId}>{errorMessage}</FieldError>}
      <FloatingPortal root={portalRoot}>
        {combobox.isOpen && (
          <MenuSurface ref={setFloating} style={floatingStyles} dir={theme.direction}>
            {resultsText !== null && <VisuallyHidden role="status">{resultsText}</VisuallyHidden>}
            {message !== null && (
              <MenuStatus role="status" $isError={status === 'error'}>
                {message}
              </MenuStatus>
            )}
            <MenuList {...menuProps}>
              <MenuOptions
                items={visibleItems}
                selectedItem={selectedItem}
                highlightedIndex={highlightedIndex}
                getItemProps={combobox.getItemProps}
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
 * An autocomplete text field (downshift `useCombobox`): suggests from static items filtered by the typed
 * text, or from an async source with a minimum length and a debounce; its menu says when the text is too
 * short, while searching, when nothing matches and when loading failed, and announces how many suggestions
 * an async source found.
 */
export const Combobox = forwardRef(ComboboxView) as <T extends SelectItem = SelectItem>(
  props: ComboboxProps<T> & { ref?: Ref<HTMLInputElement> },
) => ReactElement;
