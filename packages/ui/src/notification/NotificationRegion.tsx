import { useRef } from 'react';
import { mergeProps, useFocusWithin, useLandmark } from 'react-aria';
import type { Notification } from './Notifier';
import { NotificationBox } from './NotificationBox';
import type { NotificationLayerProps } from './NotificationLayer';
import { BigStack, Column, SmallStack } from './NotificationLayer.styles';
import { useTranslation } from '../i18n';

/** The landmark holding the small-box and big-box stacks; loaded with the first notification. */
export function NotificationRegion({
  notifier,
  small,
  big,
  isBehindModal = false,
  regionLabel: regionLabelProp,
  closeLabel,
  numberLabel,
}: NotificationLayerProps) {
  const { t } = useTranslation();
  const regionLabel = regionLabelProp ?? t('Notifications');
  const ref = useRef<HTMLElement>(null);
  // F6 moves between landmarks, so keyboard users can reach a box's close button.
  const { landmarkProps } = useLandmark({ role: 'region', 'aria-label': regionLabel }, ref);
  // Where focus came from, to send it back when the last focused box closes.
  const returnFocusTo = useRef<Element | null>(null);
  const { focusWithinProps } = useFocusWithin({
    onFocusWithin: (event) => {
      if (event.relatedTarget instanceof Element && !ref.current?.contains(event.relatedTarget)) {
        returnFocusTo.current = event.relatedTarget;
      }
    },
  });

  // Closing the box that holds focus moves focus to a neighbour's close button, else back where it came from.
  const close = (id: string) => {
    const region = ref.current;
    const item = region?.querySelector(`[data-notification-id="${CSS.escape(id)}"]`);
    if (region && item?.contains(document.activeElement)) {
      const buttons = [...region.querySelectorAll<HTMLElement>('[data-notification-close]')];
      const index = buttons.findIndex((button) => item.contains(button));
      const next = buttons[index + 1] ?? buttons[index - 1];
      const fallback = returnFocusTo.current;
      if (next) next.focus();
      else if (fallback instanceof HTMLElement && fallback.isConnected) fallback.focus();
    }
    notifier.dismiss(id);
  };

  const renderStack = (list: readonly Notification[]) =>
    list.map((n) => (
      <li key={n.id} data-notification-id={n.id}>
        <NotificationBox
          kind={n.kind}
          variant={n.variant}
          title={n.title}
          content={n.content}
          icon={n.icon}
          number={n.number}
          isShaking={n.isShaking}
          closeLabel={closeLabel}
          numberLabel={numberLabel}
          onClose={() => close(n.id)}
          onPauseChange={(isPaused) => (isPaused ? notifier.pause(n.id) : notifier.resume(n.id))}
        />
      </li>
    ));

  return (
    <Column {...mergeProps(landmarkProps, focusWithinProps)} ref={ref} $isBehindModal={isBehindModal}>
      {small.length > 0 && <SmallStack>{renderStack(small)}</SmallStack>}
      {big.length > 0 && <BigStack>{renderStack(big)}</BigStack>}
    </Column>
  );
}
