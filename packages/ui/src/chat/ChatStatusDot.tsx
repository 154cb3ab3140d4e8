import { VisuallyHidden } from 'react-aria';
import { useTranslation } from '../i18n';
import { defaultChatStatusLabels, type ChatStatus } from './chatEntities';
import { Dot } from './ChatStatusDot.styles';

/** Props of {@link ChatStatusDot}. */
export interface ChatStatusDotProps {
  status: ChatStatus;
  /** Text read by screen readers; the status's name in the current language by default. */
  label?: string;
}

/**
 * A coloured dot for a user's status with the status as hidden text, so it is never told by colour alone;
 * in colour-blind mode each status also has its own shape.
 */
export function ChatStatusDot({ status, label }: ChatStatusDotProps) {
  const { t } = useTranslation();
  return (
    <>
      <Dot $status={status} aria-hidden="true" />
      <VisuallyHidden elementType="span">{` (${label ?? t(statusText[status])})`}</VisuallyHidden>
    </>
  );
}

// A person who logged off is "Offline" to others; "Log Off" is only the menu action.
const statusText: Record<ChatStatus, string> = { ...defaultChatStatusLabels, offline: 'Offline' };
