import { useState } from 'react';
import { mergeProps, useFocusWithin, useHover, useId, type AriaButtonProps } from 'react-aria';
import type { DOMAttributes } from 'react';

/** Options of {@link useNotificationBox}. */
export interface UseNotificationBoxOptions {
  /** Whether the box has content to describe it (links the content as its description). */
  hasContent?: boolean;
  /** Called by the close button. */
  onClose?: () => void;
  /** Called when hover or focus inside starts (`true`) or both have ended (`false`). */
  onPauseChange?: (isPaused: boolean) => void;
  /** Accessible name of the close button, read together with the box's title. */
  closeLabel?: string;
}

/** Props and state {@link useNotificationBox} hands to a view. */
export interface NotificationBoxAria {
  boxProps: DOMAttributes<HTMLElement>;
  titleProps: { id: string };
  contentProps: { id: string };
  closeButtonProps: AriaButtonProps<'button'> & { id: string };
  /** Hovered or holding focus: its timeout should not run. */
  isPaused: boolean;
}

/** Owns one box's labelling and its pause-while-hovered-or-focused behaviour. */
export function useNotificationBox({
  hasContent = false,
  onClose,
  onPauseChange,
  closeLabel = 'Close',
}: UseNotificationBoxOptions = {}): NotificationBoxAria {
  const titleId = useId();
  const contentId = useId();
  const closeId = useId();
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);

  // Report only real changes of the combined state, so the store is not paused or resumed twice.
  const report = (nextHovered: boolean, nextFocusWithin: boolean) => {
    const wasPaused = isHovered || isFocusWithin;
    const isPausedNow = nextHovered || nextFocusWithin;
    if (wasPaused !== isPausedNow) onPauseChange?.(isPausedNow);
  };
  const { hoverProps } = useHover({
    onHoverChange: (hovered) => {
      report(hovered, isFocusWithin);
      setHovered(hovered);
    },
  });
  const { focusWithinProps } = useFocusWithin({
    onFocusWithinChange: (focused) => {
      report(isHovered, focused);
      setFocusWithin(focused);
    },
  });

  return {
    boxProps: mergeProps(hoverProps, focusWithinProps, {
      role: 'group',
      'aria-labelledby': titleId,
      'aria-describedby': hasContent ? contentId : undefined,
    }),
    titleProps: { id: titleId },
    contentProps: { id: contentId },
    // Named "Close" plus the title, so several close buttons in a stack are told apart.
    closeButtonProps: {
      id: closeId,
      'aria-label': closeLabel,
      'aria-labelledby': `${closeId} ${titleId}`,
      onPress: onClose,
    },
    isPaused: isHovered || isFocusWithin,
  };
}
