import { Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { FocusScope } from 'react-aria';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons';
import { useTheme } from 'styled-components';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Icon } from '../icon';
import { translateStrings, useTranslation } from '../i18n';
import { Spinner } from '../spinner';
import { useWidget, type UseWidgetOptions, type WidgetState } from './useWidget';
import {
  WidgetBody,
  WidgetCollapse,
  WidgetCollapseInner,
  WidgetErrorDetail,
  WidgetErrorPanel,
  WidgetFooter,
  WidgetHeader,
  WidgetIcon,
  WidgetIndicator,
  WidgetRoot,
  WidgetTitle,
  WidgetToolbar,
} from './Widget.styles';
import { widgetColorPalette } from './widgetColors';
import { guardDragListeners } from './widgetDragHandle';
import { editBoxPart } from './widgetEditParts';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetHeaderControls } from './WidgetHeaderControls';
import {
  defaultWidgetLabels,
  resolveWidgetButtons,
  type WidgetButtons,
  type WidgetCustomButton,
  type WidgetLabels,
} from './widgetLabels';

/** Props of {@link Widget}. */
export interface WidgetProps extends UseWidgetOptions {
  /** Drawn before the title, e.g. `<Icon icon={faTable} />`; decorative. */
  icon?: ReactNode;
  /** Level of the title heading. Default 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Extra controls in the header between the title and the buttons, e.g. a `TabList`. */
  toolbar?: ReactNode;
  /** Built-in header buttons to show, e.g. `{ edit: false }`; `false` shows none. */
  buttons?: WidgetButtons | false;
  /** The caller's own header buttons, drawn before the built-in ones. */
  customButtons?: readonly WidgetCustomButton[];
  /** Row under the body, e.g. totals or actions. */
  footer?: ReactNode;
  /** The body; with `load`, shown only until the first content arrives. */
  children?: ReactNode;
  /** Replacements for the English strings. */
  labels?: Partial<WidgetLabels>;
  id?: string;
  className?: string;
}

/**
 * The product's widget ("jarviswidget"): a titled `section` with a coloured header, a button group (collapse,
 * edit, colour, full screen, delete, refresh, custom), a body that may load remotely, and an optional footer.
 * Inside a widget grid it keeps its state in the grid's slot and its header becomes the drag handle.
 *
 * Timings: collapse and delete animate for 200 ms (instantly under reduced motion, where the
 * delete still completes at once) and the loading indicator stays for at least 600 ms. The template's "setup
 * delay 100 ms with 200 ms retry" waited for its DOM to be ready before wiring widgets; React renders each widget
 * with its behaviour in place, so there is nothing to wait for and that delay is deliberately not reproduced.
 */
export function Widget({
  icon,
  headingLevel = 2,
  toolbar,
  buttons,
  customButtons = [],
  footer,
  children,
  labels: labelOverrides,
  id,
  className,
  ...options
}: WidgetProps) {
  const rootRef = useRef<HTMLElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const widget = useWidget(options, rootRef);
  const theme = useTheme();
  const { t } = useTranslation();
  const labels = useMemo(
    () => ({ ...translateStrings(defaultWidgetLabels, t), ...labelOverrides }),
    [t, labelOverrides],
  );
  const swatch = widgetColorPalette(theme.colors)[widget.color];
  const shownButtons = resolveWidgetButtons(buttons, options.load !== undefined);

  const dragHandle = widget.slot?.dragHandle;
  const setDragHandleRef = dragHandle?.setRef;
  const setHeaderRef = useCallback(
    (element: HTMLDivElement | null) => setDragHandleRef?.(element),
    [setDragHandleRef],
  );
  const dragListeners = guardDragListeners(dragHandle?.listeners);

  const closeEditBox = () => {
    widget.setEditing(false);
    editButtonRef.current?.focus();
  };

  if (widget.deletePhase === 'deleted') return null;
  const isCollapsed = widget.isCollapsed && !widget.isFullScreen;
  return (
    <FocusScope contain={widget.isFullScreen}>
      <WidgetRoot
        ref={rootRef}
        id={id}
        className={className}
        aria-labelledby={widget.ids.title}
        $isDragging={dragHandle?.isDragging ?? false}
        $isRemoving={widget.deletePhase === 'removing'}
        $isFullScreen={widget.isFullScreen}
      >
        <WidgetHeader
          {...dragHandle?.attributes}
          {...dragListeners}
          ref={setHeaderRef}
          $swatch={swatch}
          $isDraggable={dragHandle !== undefined}
        >
          {icon && <WidgetIcon aria-hidden="true">{icon}</WidgetIcon>}
          <WidgetTitle as={`h${headingLevel}`} id={widget.ids.title}>
            {widget.title}
          </WidgetTitle>
          {toolbar && <WidgetToolbar>{toolbar}</WidgetToolbar>}
          {widget.remote.isLoading && (
            <WidgetIndicator>
              <Spinner size="sm" aria-label={labels.loading} />
            </WidgetIndicator>
          )}
          <WidgetHeaderControls
            widget={widget}
            buttons={shownButtons}
            customButtons={customButtons}
            labels={labels}
            borderColor={swatch.border}
            editButtonRef={editButtonRef}
          />
        </WidgetHeader>
        {widget.isEditing && (
          // An edit box whose code could not load closes again; the next press of the edit button retries.
          <WidgetErrorBoundary fallback={() => null} onError={closeEditBox}>
            <Suspense fallback={null}>
              <editBoxPart.Part widget={widget} labels={labels} onClose={closeEditBox} />
            </Suspense>
          </WidgetErrorBoundary>
        )}
        <WidgetCollapse id={widget.ids.body} $isCollapsed={isCollapsed} $isFullScreen={widget.isFullScreen}>
          <WidgetCollapseInner>
            <WidgetBody $isFullScreen={widget.isFullScreen} aria-busy={widget.remote.isLoading || undefined}>
              <WidgetContent widget={widget} labels={labels}>
                {children}
              </WidgetContent>
            </WidgetBody>
            {footer !== undefined && <WidgetFooter>{footer}</WidgetFooter>}
          </WidgetCollapseInner>
        </WidgetCollapse>
        <Dialog
          isOpen={widget.deletePhase === 'confirming'}
          onOpenChange={(isOpen) => {
            if (!isOpen) widget.cancelDelete();
          }}
          role="alertdialog"
          title={labels.deleteTitle}
          hasCloseButton={false}
          isDismissable={false}
          footer={
            <>
              <Button onPress={widget.cancelDelete}>{labels.no}</Button>
              <Button variant="danger" onPress={widget.confirmDelete}>
                {labels.yes}
              </Button>
            </>
          }
        >
          {labels.deleteWarning}
        </Dialog>
      </WidgetRoot>
    </FocusScope>
  );
}

/** The body: remote content (or its error) when there is a loader, else the children; errors stay inside. */
function WidgetContent({
  widget,
  labels,
  children,
}: {
  widget: WidgetState;
  labels: WidgetLabels;
  children: ReactNode;
}) {
  const { remote } = widget;
  if (remote.status === 'error') {
    return <WidgetError message={labels.error} retryLabel={labels.retry} onRetry={remote.reload} />;
  }
  const content = remote.status === 'idle' || remote.content === null ? children : remote.content;
  return (
    <WidgetErrorBoundary
      fallback={(error, retry) => (
        <WidgetError
          message={labels.error}
          detail={describe(error)}
          retryLabel={labels.retry}
          onRetry={retry}
        />
      )}
    >
      {content}
    </WidgetErrorBoundary>
  );
}

function describe(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

function WidgetError({
  message,
  detail,
  retryLabel,
  onRetry,
}: {
  message: string;
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <WidgetErrorPanel role="alert">
      <Icon icon={faTriangleExclamation} />
      <span>{message}</span>
      <Button size="sm" onPress={onRetry}>
        {retryLabel}
      </Button>
      {detail && <WidgetErrorDetail>{detail}</WidgetErrorDetail>}
    </WidgetErrorPanel>
  );
}
