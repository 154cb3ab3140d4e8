import { useRef } from 'react';
import { mergeProps, Overlay, useButton, useFocusRing } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import type { DialogProps } from './Dialog';
import { Body, CloseButton, dialogWidth, Footer, Header, Panel, Title, Underlay } from './Dialog.styles';
import { DialogTriggerContext } from './DialogTrigger';
import { useDialog, type DialogTriggerAria } from './useDialog';
import { useTranslation } from '../i18n';

/** Props of {@link OpenDialog}: the dialog's own, with the open state and the trigger that owns it, if any. */
export interface OpenDialogProps extends DialogProps {
  state: OverlayTriggerState;
  trigger: DialogTriggerAria | null;
}

/** An open {@link Dialog}: its own chunk, loaded when a dialog first opens (or its trigger is reached for). */
export function OpenDialog(props: OpenDialogProps) {
  // The hooks of the open dialog run inside Overlay, whose focus scope they switch to containing focus.
  return (
    <Overlay>
      <OpenDialogPanel {...props} />
    </Overlay>
  );
}

function OpenDialogPanel({
  state,
  trigger,
  title,
  children,
  footer,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  role = 'dialog',
  width,
  hasCloseButton = true,
  closeLabel: closeLabelProp,
  className,
}: OpenDialogProps) {
  const { t } = useTranslation();
  const closeLabel = closeLabelProp ?? t('Close');
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const { underlayProps, dialogProps, titleProps, contentProps } = useDialog(
    { isDismissable, isKeyboardDismissDisabled, role },
    state,
    ref,
  );
  const close = state.close;
  return (
    <>
      {/* The portal leaves the provider's element, so the text direction is set again here. */}
      <Underlay {...underlayProps} dir={theme.direction}>
        <Panel
          {...mergeProps(trigger?.overlayProps, dialogProps)}
          ref={ref}
          className={className}
          $width={dialogWidth(width)}
        >
          <Header>
            <Title {...titleProps}>{title}</Title>
            {hasCloseButton && <DialogCloseButton label={closeLabel} onPress={close} />}
          </Header>
          {/* A dialog nested in this one is not driven by the trigger of this one. */}
          <DialogTriggerContext.Provider value={null}>
            <Body {...contentProps}>{typeof children === 'function' ? children(close) : children}</Body>
            {footer !== undefined && <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer>}
          </DialogTriggerContext.Provider>
        </Panel>
      </Underlay>
    </>
  );
}

function DialogCloseButton({ label, onPress }: { label: string; onPress: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress, 'aria-label': label }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <CloseButton {...mergeProps(buttonProps, focusProps)} ref={ref} $isFocusVisible={isFocusVisible}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="m3.5 3.5 9 9m0-9-9 9" strokeLinecap="round" />
      </svg>
    </CloseButton>
  );
}
