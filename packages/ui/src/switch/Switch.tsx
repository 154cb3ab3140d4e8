import { forwardRef, type ReactNode } from 'react';
import {
  mergeProps,
  useFocusRing,
  useObjectRef,
  useSwitch,
  VisuallyHidden,
  type AriaSwitchProps,
} from 'react-aria';
import { useToggleState } from 'react-stately';
import { SwitchLabel, Thumb, Track } from './Switch.styles';

/** Props of {@link Switch}. */
export interface SwitchProps extends AriaSwitchProps {
  /** Short text drawn inside the track while on, e.g. "ON"; decorative, the state is announced by role. */
  onText?: ReactNode;
  /** Short text drawn inside the track while off, e.g. "OFF". */
  offText?: ReactNode;
  className?: string;
}

/**
 * An on/off switch (react-aria `useSwitch`): a track with a sliding thumb over a visually hidden native
 * input with `role="switch"`. The thumb slides in 200 ms, instantly under reduced motion.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { onText, offText, className, ...ariaProps },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const state = useToggleState(ariaProps);
  const { labelProps, inputProps, isSelected, isDisabled } = useSwitch(ariaProps, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const text = isSelected ? onText : offText;
  const hasText = onText != null || offText != null;

  return (
    <SwitchLabel {...labelProps} className={className} $isDisabled={isDisabled}>
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <Track aria-hidden="true" $isSelected={isSelected} $hasText={hasText} $isFocusVisible={isFocusVisible}>
        {text}
        <Thumb $isSelected={isSelected} />
      </Track>
      {ariaProps.children != null && <span>{ariaProps.children}</span>}
    </SwitchLabel>
  );
});
