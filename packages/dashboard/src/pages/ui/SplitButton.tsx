import {
  Button,
  ButtonGroup,
  DropdownMenu,
  DropdownMenuItem,
  Icon,
  useTranslation,
  type ButtonSize,
  type ButtonVariant,
} from '@atrium/ui';
import { faCaretDown } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';

// Two filled buttons of one colour would read as one; a line in the page's surface colour parts the caret.
const Split = styled(ButtonGroup)<{ $isFilled: boolean }>`
  & > *:last-child {
    border-inline-start-color: ${({ theme, $isFilled }) => ($isFilled ? theme.colors.surface : undefined)};
  }
`;

/** Props of {@link SplitButton}. */
export interface SplitButtonProps {
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isDisabled?: boolean;
  /** Further actions in the menu beside the main button. */
  actions: readonly string[];
  /** Called with `label` for the main button, or with the chosen menu action. */
  onAction: (action: string) => void;
}

/**
 * A main button joined to a caret that opens a menu of related actions: a button group holding a button
 * and a dropdown menu whose trigger is an icon-only button named after the main one.
 */
export function SplitButton({
  label,
  variant = 'default',
  size = 'md',
  isDisabled,
  actions,
  onAction,
}: SplitButtonProps) {
  const { t } = useTranslation();
  return (
    <Split aria-label={label} $isFilled={variant !== 'default' && variant !== 'link'}>
      <Button variant={variant} size={size} isDisabled={isDisabled} onPress={() => onAction(label)}>
        {label}
      </Button>
      <DropdownMenu
        trigger={
          <Button
            variant={variant}
            size={size}
            isDisabled={isDisabled}
            aria-label={t('More {label} actions', { label })}
            icon={<Icon icon={faCaretDown} />}
          />
        }
        onAction={(key) => onAction(String(key))}
      >
        {actions.map((action) => (
          <DropdownMenuItem key={action}>{action}</DropdownMenuItem>
        ))}
      </DropdownMenu>
    </Split>
  );
}
