import { useCallback, useId, useMemo, useState, type ReactNode, type RefObject } from 'react';
import type { CalendarDate, DateValue } from '@internationalized/date';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useTextField, type AriaButtonProps, type AriaDialogProps, type TextFieldAria } from 'react-aria';
import { useDatePickerState, type DatePickerState } from 'react-stately';
import { useTranslation } from '../i18n';
import { toCalendarDate, toDate } from './calendarDate';
import {
  defaultDateFormat,
  defaultInvalidMessage,
  formatDateText,
  formatPlaceholder,
  parseDateText,
  type DateInvalidReason,
} from './dateText';
import { useCalendarDateOf, type UseCalendarOptions } from './useCalendar';

/** Options of {@link useDatePicker}; dates are plain `Date`s at local midnight. */
export interface UseDatePickerOptions extends Pick<
  UseCalendarOptions,
  'previousMonthLabel' | 'nextMonthLabel' | 'monthLabel' | 'yearLabel'
> {
  label?: ReactNode;
  /** Hint shown under the field. */
  description?: ReactNode;
  /** Shown when invalid; a function picks a message per reason. English defaults cover every reason but `invalid`. */
  errorMessage?: ReactNode | ((reason: DateInvalidReason) => ReactNode);
  /** Selected day (controlled); `null` for none. */
  value?: Date | null;
  /** Selected day at first render (uncontrolled). */
  defaultValue?: Date | null;
  /** Called with local midnight of the new day, or `null` when the field is cleared. */
  onChange?: (value: Date | null) => void;
  minValue?: Date;
  maxValue?: Date;
  /** Days that cannot be picked although inside the range. */
  isDateUnavailable?: (date: Date) => boolean;
  /** date-fns locale for month and weekday names, the shown value and the first day of the week; `enUS` by default. */
  locale?: Locale;
  /** date-fns pattern the value is shown and typed in; `MM/dd/yyyy` by default. */
  format?: string;
  /** Placeholder of the empty field; the lower-cased format by default, e.g. `mm/dd/yyyy`. */
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Forces the invalid look, e.g. for a rule only the app knows; give an `errorMessage` with it. */
  isInvalid?: boolean;
  /** Whether the calendar popover is open (controlled). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  autoFocus?: boolean;
  /** Name submitted with a form; the value is sent as typed. */
  name?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Accessible name of the button that opens the calendar; the field's label is appended to it. */
  buttonLabel?: string;
}

/** What {@link useDatePicker} gives a view. */
export interface DatePickerAria {
  state: DatePickerState;
  labelProps: TextFieldAria<'input'>['labelProps'];
  inputProps: TextFieldAria<'input'>['inputProps'];
  descriptionProps: TextFieldAria<'input'>['descriptionProps'];
  errorMessageProps: TextFieldAria<'input'>['errorMessageProps'];
  /** For the button that opens the calendar (react-aria `useButton` props). */
  buttonProps: AriaButtonProps;
  /** For the popover's dialog (react-aria `useDialog` props). */
  dialogProps: AriaDialogProps & { id: string };
  /** For the {@link Calendar} inside the popover. */
  calendarProps: UseCalendarOptions;
  /** Why the field is invalid, or `null` when it is not. */
  invalidReason: DateInvalidReason | null;
  /** The message to show under the field, already resolved for the reason. */
  errorMessage: ReactNode;
}

/** Text being typed, remembered against the value it started from so a new value replaces it. */
interface Draft {
  text: string;
  base: string;
  isRejected: boolean;
}

const keyOf = (value: DateValue | null) => (value ? value.toString() : '');

/**
 * Owns a date picker: the value (react-stately), the typed text and its parsing with date-fns, validation,
 * and the props of the field, its calendar button, the popover dialog and the calendar inside.
 */
export function useDatePicker(
  options: UseDatePickerOptions,
  inputRef: RefObject<HTMLInputElement | null>,
): DatePickerAria {
  const { locale = enUS, format: pattern = defaultDateFormat, onChange, isDateUnavailable } = options;
  const placeholder = options.placeholder ?? formatPlaceholder(pattern);
  const { t } = useTranslation();
  const value = useCalendarDateOf(options.value);
  const defaultValue = useCalendarDateOf(options.defaultValue);
  const minValue = useCalendarDateOf(options.minValue);
  const maxValue = useCalendarDateOf(options.maxValue);

  const handleChange = useCallback(
    (day: CalendarDate | null) => onChange?.(day ? toDate(day) : null),
    [onChange],
  );
  const isUnavailable = useCallback(
    (day: DateValue) => isDateUnavailable?.(toDate(day)) ?? false,
    [isDateUnavailable],
  );

  const state = useDatePickerState<CalendarDate>({
    value,
    defaultValue,
    onChange: handleChange,
    minValue,
    maxValue,
    isDateUnavailable: isDateUnavailable ? isUnavailable : undefined,
    isOpen: options.isOpen,
    defaultOpen: options.defaultOpen,
    onOpenChange: options.onOpenChange,
    isRequired: options.isRequired,
    isDisabled: options.isDisabled,
    isReadOnly: options.isReadOnly,
    granularity: 'day',
    validationBehavior: 'aria',
  });

  const [draft, setDraft] = useState<Draft | null>(null);
  const valueKey = keyOf(state.value);
  const activeDraft = draft && draft.base === valueKey ? draft : null;
  const text = activeDraft
    ? activeDraft.text
    : state.value
      ? formatDateText(toDate(state.value), pattern, locale)
      : '';

  // Typed text becomes the value on Enter or when the field loses focus, not on every keystroke.
  const commit = () => {
    if (!activeDraft) return;
    const result = parseDateText(activeDraft.text, pattern, locale);
    if (result.status === 'invalid') {
      setDraft({ ...activeDraft, isRejected: true });
      return;
    }
    setDraft(null);
    state.setValue(result.status === 'valid' ? toCalendarDate(result.date) : null);
  };

  const details = state.displayValidation.validationDetails;
  const invalidReason: DateInvalidReason | null = activeDraft?.isRejected
    ? 'badInput'
    : details.rangeUnderflow
      ? 'rangeUnderflow'
      : details.rangeOverflow
        ? 'rangeOverflow'
        : details.badInput
          ? 'unavailable'
          : options.isInvalid
            ? 'invalid'
            : null;
  const isInvalid = invalidReason !== null;
  const errorMessage = !invalidReason
    ? null
    : typeof options.errorMessage === 'function'
      ? options.errorMessage(invalidReason)
      : (options.errorMessage ??
        defaultInvalidMessage(invalidReason, {
          pattern,
          locale,
          placeholder,
          minValue: options.minValue,
          maxValue: options.maxValue,
        }));

  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField<'input'>(
    {
      label: options.label,
      description: options.description,
      errorMessage: errorMessage ?? undefined,
      isInvalid,
      isRequired: options.isRequired,
      isDisabled: options.isDisabled,
      isReadOnly: options.isReadOnly,
      autoFocus: options.autoFocus,
      name: options.name,
      id: options.id,
      'aria-label': options['aria-label'],
      'aria-labelledby': options['aria-labelledby'],
      'aria-describedby': options['aria-describedby'],
      placeholder,
      autoComplete: 'off',
      validationBehavior: 'aria',
      value: text,
      onChange: (next) => setDraft({ text: next, base: valueKey, isRejected: false }),
      onBlur: commit,
      onKeyDown: (event) => {
        if (event.key === 'Enter') commit();
        if (event.altKey && event.key === 'ArrowDown' && !options.isDisabled && !options.isReadOnly) {
          event.preventDefault();
          commit();
          state.open();
          return;
        }
        event.continuePropagation();
      },
    },
    inputRef,
  );

  const buttonId = useId();
  const dialogId = useId();
  const labelledBy = labelProps.id ? `${buttonId} ${labelProps.id}` : undefined;
  const buttonLabel = options.buttonLabel ?? t('Choose date');

  const selected = state.dateValue;
  const calendarValue = useMemo(() => (selected ? toDate(selected) : null), [selected]);

  return {
    state,
    labelProps,
    inputProps,
    descriptionProps,
    errorMessageProps,
    buttonProps: {
      id: buttonId,
      'aria-label': buttonLabel,
      'aria-labelledby': labelledBy,
      'aria-haspopup': 'dialog',
      'aria-expanded': state.isOpen,
      'aria-controls': state.isOpen ? dialogId : undefined,
      isDisabled: options.isDisabled || options.isReadOnly,
      onPress: () => state.setOpen(!state.isOpen),
    },
    dialogProps: {
      id: dialogId,
      'aria-labelledby': labelledBy,
      'aria-label': labelledBy ? undefined : buttonLabel,
    },
    calendarProps: {
      value: calendarValue,
      onChange: (day) => {
        setDraft(null);
        state.setDateValue(toCalendarDate(day));
      },
      minValue: options.minValue,
      maxValue: options.maxValue,
      isDateUnavailable,
      locale,
      autoFocus: true,
      previousMonthLabel: options.previousMonthLabel,
      nextMonthLabel: options.nextMonthLabel,
      monthLabel: options.monthLabel,
      yearLabel: options.yearLabel,
    },
    invalidReason,
    errorMessage,
  };
}
