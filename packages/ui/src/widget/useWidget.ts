import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { usePreventScroll } from 'react-aria';
import { useMediaQuery } from '../app-shell/useMediaQuery';
import { useRemoteContent, type RemoteContent, type WidgetLoader } from './useRemoteContent';
import { isWidgetColor, type WidgetColor } from './widgetColors';
import { useWidgetSlot, type WidgetLayoutState, type WidgetSlot } from './WidgetSlotContext';

/** Collapsing and removing a widget both take 200 ms. */
export const widgetToggleMs = 200;

/** Marks a part of the widget that handles Escape itself, so Escape there does not leave full screen. */
export const ownsEscapeAttribute = 'data-widget-owns-escape';

/** Options of {@link useWidget}. */
export interface UseWidgetOptions {
  /** Title (controlled). */
  title?: string;
  /** Title before the user renames the widget (uncontrolled). */
  defaultTitle?: string;
  onTitleChange?: (title: string) => void;
  /** Header colour name (controlled). */
  color?: WidgetColor;
  /** Header colour name before the user picks one (uncontrolled). Default `default`. */
  defaultColor?: WidgetColor;
  onColorChange?: (color: WidgetColor) => void;
  /** Whether the body is folded away (controlled). */
  isCollapsed?: boolean;
  /** Whether the body starts folded away (uncontrolled). */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** Called after a confirmed delete, once the exit animation has run. */
  onDelete?: () => void;
  /** Fetches the body's content; the widget then shows loading, content or an error with Retry. */
  load?: WidgetLoader;
  /** Load again this many milliseconds after each load ends. */
  refreshInterval?: number;
}

/** Where a widget's deletion stands: nothing asked, confirmation shown, exit animation running, removed. */
export type WidgetDeletePhase = 'idle' | 'confirming' | 'removing' | 'deleted';

/** State and actions of a widget, as {@link useWidget} returns them. */
export interface WidgetState {
  title: string;
  setTitle: (title: string) => void;
  color: WidgetColor;
  setColor: (color: WidgetColor) => void;
  isCollapsed: boolean;
  setCollapsed: (isCollapsed: boolean) => void;
  toggleCollapsed: () => void;
  isFullScreen: boolean;
  setFullScreen: (isFullScreen: boolean) => void;
  isEditing: boolean;
  setEditing: (isEditing: boolean) => void;
  deletePhase: WidgetDeletePhase;
  /** Opens the confirmation. */
  requestDelete: () => void;
  /** "No": the widget stays. */
  cancelDelete: () => void;
  /** "Yes": runs the exit animation, then removes the widget and reports it. */
  confirmDelete: () => void;
  remote: RemoteContent;
  /** The grid slot the widget sits in, if any. */
  slot: WidgetSlot | null;
  /** Ids that tie the header to the parts it controls or names. */
  ids: { title: string; body: string; editBox: string };
}

/** A value stored by the grid slot when there is one, else by the widget; a controlled prop wins over both. */
function useStoredValue<K extends keyof WidgetLayoutState>(
  key: K,
  slot: WidgetSlot | null,
  controlled: NonNullable<WidgetLayoutState[K]> | undefined,
  stored: NonNullable<WidgetLayoutState[K]> | undefined,
  defaultValue: NonNullable<WidgetLayoutState[K]>,
  onChange: ((value: NonNullable<WidgetLayoutState[K]>) => void) | undefined,
) {
  // Until the user sets a value, the default is read live: a title that arrives translated after the first
  // render (the dictionary loads after the page draws) replaces the English one instead of being frozen.
  const [own, setOwn] = useState<NonNullable<WidgetLayoutState[K]>>();
  const value = controlled ?? (slot ? stored : own) ?? defaultValue;
  const setValue = useCallback(
    (next: NonNullable<WidgetLayoutState[K]>) => {
      if (Object.is(next, value)) return;
      setOwn(next);
      slot?.onStateChange({ [key]: next } as Partial<WidgetLayoutState>);
      onChange?.(next);
    },
    [key, onChange, slot, value],
  );
  return [value, setValue] as const;
}

/**
 * Owns a widget's state and behaviour: title, colour and collapse (controlled, uncontrolled, or stored by a grid
 * slot), full screen (Escape leaves it and focus returns), the confirm-then-animate deletion, and remote content.
 * `rootRef` is the widget's outer element, used to tell Escape pressed in the widget from Escape elsewhere.
 */
export function useWidget(options: UseWidgetOptions, rootRef: RefObject<HTMLElement | null>): WidgetState {
  const slot = useWidgetSlot();
  const storedColor = isWidgetColor(slot?.state.color) ? slot.state.color : undefined;
  const [title, setTitle] = useStoredValue(
    'title',
    slot,
    options.title,
    slot?.state.title,
    options.defaultTitle ?? '',
    options.onTitleChange,
  );
  const [color, setColor] = useStoredValue(
    'color',
    slot,
    options.color,
    storedColor,
    options.defaultColor ?? 'default',
    options.onColorChange as ((color: string) => void) | undefined,
  );
  const [isCollapsed, setCollapsed] = useStoredValue(
    'isCollapsed',
    slot,
    options.isCollapsed,
    slot?.state.isCollapsed,
    options.defaultCollapsed ?? false,
    options.onCollapsedChange,
  );
  const [isEditing, setEditing] = useState(false);
  const fullScreen = useFullScreen(rootRef);
  const deletion = useDeletion(slot, options.onDelete);
  const remote = useRemoteContent(options.load, { refreshInterval: options.refreshInterval });
  const idBase = useId();
  return {
    title,
    setTitle,
    color: isWidgetColor(color) ? color : 'default',
    setColor,
    isCollapsed,
    setCollapsed,
    toggleCollapsed: () => setCollapsed(!isCollapsed),
    isEditing,
    setEditing,
    ...fullScreen,
    ...deletion,
    remote,
    slot,
    ids: { title: `${idBase}-title`, body: `${idBase}-body`, editBox: `${idBase}-edit` },
  };
}

/** Full-screen state: Escape (unless something inside the widget took it) leaves, and focus goes back. */
function useFullScreen(rootRef: RefObject<HTMLElement | null>) {
  const [isFullScreen, setIsFullScreen] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const setFullScreen = useCallback((next: boolean) => {
    if (next && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    setIsFullScreen(next);
  }, []);
  usePreventScroll({ isDisabled: !isFullScreen });

  useEffect(() => {
    if (!isFullScreen) return;
    // Capture phase: buttons with tooltips stop keydown from bubbling, and the widget must still hear Escape.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target;
      const inWidget = target instanceof Element && rootRef.current?.contains(target);
      // Escape in a dialog or popover opened from the widget closes that, and a part that owns Escape (the edit
      // box) closes itself: neither leaves full screen.
      if (target !== document.body && !inWidget) return;
      if (target instanceof Element && target.closest(`[${ownsEscapeAttribute}]`)) return;
      setIsFullScreen(false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isFullScreen, rootRef]);

  const wasFullScreen = useRef(false);
  useLayoutEffect(() => {
    if (wasFullScreen.current && !isFullScreen) {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    }
    wasFullScreen.current = isFullScreen;
  }, [isFullScreen]);

  return { isFullScreen, setFullScreen };
}

/** Confirm, then a 200 ms exit (at once under reduced motion), then the widget is gone and reported deleted. */
function useDeletion(slot: WidgetSlot | null, onDelete: (() => void) | undefined) {
  const [deletePhase, setDeletePhase] = useState<WidgetDeletePhase>('idle');
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const report = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    report.current = () => {
      onDelete?.();
      slot?.onDelete();
    };
  });
  useEffect(() => {
    if (deletePhase !== 'removing') return;
    const timer = setTimeout(
      () => {
        setDeletePhase('deleted');
        report.current();
      },
      prefersReducedMotion ? 0 : widgetToggleMs,
    );
    return () => clearTimeout(timer);
  }, [deletePhase, prefersReducedMotion]);
  return {
    deletePhase,
    requestDelete: useCallback(() => setDeletePhase('confirming'), []),
    cancelDelete: useCallback(() => setDeletePhase('idle'), []),
    confirmDelete: useCallback(() => setDeletePhase('removing'), []),
  };
}
