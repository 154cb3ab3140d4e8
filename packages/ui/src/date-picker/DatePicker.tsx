import { useRef, type RefObject } from 'react';
import { DismissButton, Overlay, useDialog, usePopover } from 'react-aria';
import type { DatePickerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { Calendar } from './Calendar';
import type { UseCalendarOptions } from './useCalendar';
import { useDatePicker, type UseDatePickerOptions } from './useDatePicker';
import {
  Description,
  Dialog,
  ErrorMessage,
  Field,
  Input,
  InputGroup,
  Label,
  Popover,
  RequiredMark,
  TriggerButton,
  Underlay,
} from './DatePicker.styles';

/** Props of {@link DatePicker}. */
export interface DatePickerProps extends UseDatePickerOptions {
  className?: string;
}

/**
 * A date field: type the date in the display format, or open a calendar with month and year selectors
 * (button or Alt+Down). Escape or a click outside closes the calendar and focus returns where it was.
 */
export function DatePicker(props: DatePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const picker = useDatePicker(props, inputRef);
  const { state, invalidReason, errorMessage } = picker;
  return (
    <Field className={props.className}>
      {props.label != null && (
        <Label {...picker.labelProps}>
          {props.label}
          {props.isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </Label>
      )}
      <InputGroup ref={groupRef} $isInvalid={invalidReason !== null}>
        <Input {...picker.inputProps} ref={inputRef} />
        <TriggerButton {...picker.buttonProps} icon={<CalendarIcon />} />
      </InputGroup>
      {props.description != null && (
        <Description {...picker.descriptionProps}>{props.description}</Description>
      )}
      {invalidReason !== null && errorMessage != null && (
        <ErrorMessage {...picker.errorMessageProps}>{errorMessage}</ErrorMessage>
      )}
      {state.isOpen && (
        <CalendarPopover
          state={state}
          triggerRef={groupRef}
          dialogProps={picker.dialogProps}
          calendarProps={picker.calendarProps}
        />
      )}
    </Field>
  );
}

function CalendarPopover({
  state,
  triggerRef,
  dialogProps,
  calendarProps,
}: {
  state: DatePickerState;
  triggerRef: RefObject<HTMLDivElement | null>;
  dialogProps: ReturnType<typeof useDatePicker>['dialogProps'];
  calendarProps: UseCalendarOptions;
}) {
  const theme = useTheme();
  const popoverRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', offset: 4 },
    state,
  );
  const { dialogProps: ariaDialogProps } = useDialog(dialogProps, dialogRef);
  // The portal leaves the provider's element, so direction and stacking layer are set here again.
  return (
    <Overlay shouldContainFocus>
      <Underlay {...underlayProps} />
      <Popover
        {...popoverProps}
        ref={popoverRef}
        dir={theme.direction}
        style={{ ...popoverProps.style, zIndex: theme.zIndex.popover }}
      >
        <DismissButton onDismiss={state.close} />
        <Dialog {...ariaDialogProps} id={dialogProps.id} ref={dialogRef}>
          <Calendar {...calendarProps} />
        </Dialog>
        <DismissButton onDismiss={state.close} />
      </Popover>
    </Overlay>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor">
      <path d="M4 0h2v2h4V0h2v2h2.5c.8 0 1.5.7 1.5 1.5v11c0 .8-.7 1.5-1.5 1.5h-13C.7 16 0 15.3 0 14.5v-11C0 2.7.7 2 1.5 2H4zM2 6v8h12V6zm2 2h2v2H4zm3 0h2v2H7zm3 0h2v2h-2zm-6 3h2v2H4zm3 0h2v2H7z" />
    </svg>
  );
}
