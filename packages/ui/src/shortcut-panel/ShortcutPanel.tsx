import { useRef, type ElementType, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { FocusScope, useDialog, useOverlay } from 'react-aria';
import { useTheme } from 'styled-components';
import type { SkinColors } from '../theme/tokens';
import { Badge } from '../badge';
import { Panel, Tile, TileBadge, TileList } from './ShortcutPanel.styles';
import { usePresence } from './usePresence';
import { useTranslation } from '../i18n';

/** One tile of the shortcut panel. */
export interface ShortcutItem {
  href: string;
  label: string;
  icon: ReactNode;
  /** State colour of the tile. */
  tone?: 'primary' | 'success' | 'info' | 'warning' | 'danger';
  /** A count shown on the tile (unread mail), with what it means to a screen reader ("14 unread"). */
  badge?: { count: number; label: string };
}

/** Props a custom tile link component receives (e.g. a router Link adapter). */
export interface ShortcutLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Props of {@link ShortcutPanel}. */
export interface ShortcutPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  items: readonly ShortcutItem[];
  linkComponent?: ElementType<ShortcutLinkProps>;
  /** The button that toggles the panel: pressing it is not an outside click. */
  triggerRef?: RefObject<HTMLElement | null>;
  'aria-label'?: string;
  /** The path of the page on screen: its tile is marked, and announced as the current page. */
  currentHref?: string;
}

/** The panel waits this long after a tile is followed before it hides, so the press is seen to land. */
export const shortcutCloseDelayMs = 300;

const onTone = (colors: SkinColors, tone: NonNullable<ShortcutItem['tone']>) =>
  colors[`on${tone[0]!.toUpperCase()}${tone.slice(1)}` as 'onPrimary'];

/** The header's shortcut tiles: slides down over the page, hides on outside click, Escape or a followed link. */
export function ShortcutPanel({
  isOpen,
  onOpenChange,
  items,
  linkComponent = 'a',
  triggerRef,
  'aria-label': ariaLabelProp,
  currentHref,
}: ShortcutPanelProps) {
  const { t } = useTranslation();
  const ariaLabel = ariaLabelProp ?? t('Shortcuts');
  const theme = useTheme();
  const { isMounted, isVisible } = usePresence(isOpen, theme.motion.slideOut);
  const ref = useRef<HTMLDivElement>(null);
  const close = () => onOpenChange(false);
  const { overlayProps } = useOverlay(
    {
      isOpen,
      onClose: close,
      isDismissable: true,
      shouldCloseOnInteractOutside: (element) => !triggerRef?.current?.contains(element),
    },
    ref,
  );
  const { dialogProps } = useDialog({ 'aria-label': ariaLabel }, ref);
  if (!isMounted) return null;
  return (
    // FocusScope's autoFocus moves focus into the panel, as a dialog should; it is not the HTML attribute.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <FocusScope restoreFocus autoFocus>
      <Panel {...overlayProps} {...dialogProps} ref={ref} $isVisible={isVisible}>
        <TileList>
          {items.map((item) => {
            const tone = item.tone ?? 'primary';
            return (
              <li key={item.href}>
                <Tile
                  as={linkComponent}
                  href={item.href}
                  aria-current={item.href === currentHref ? 'page' : undefined}
                  onClick={() => setTimeout(close, shortcutCloseDelayMs)}
                  $color={theme.colors[tone]}
                  $onColor={onTone(theme.colors, tone)}
                >
                  {item.icon}
                  <span>
                    {item.label}
                    {item.badge && item.badge.count > 0 && (
                      // The space keeps the name readable: "Mail 14 unread".
                      <>
                        {' '}
                        <TileBadge>
                          <Badge
                            count={item.badge.count}
                            max={99}
                            variant="default"
                            aria-label={item.badge.label}
                          />
                        </TileBadge>
                      </>
                    )}
                  </span>
                </Tile>
              </li>
            );
          })}
        </TileList>
      </Panel>
    </FocusScope>
  );
}
