import { useRef, type ReactNode, type RefObject } from 'react';
import {
  faArrowsRotate,
  faChevronUp,
  faCompress,
  faExpand,
  faPalette,
  faPencil,
  faXmark,
} from '@fortawesome/free-solid-svg-icons';
import { Icon } from '../icon';
import { usePreloadOnIntent } from '../lazy-part';
import { Popover } from '../popover';
import { Tooltip } from '../tooltip';
import type { WidgetState } from './useWidget';
import { FlipIcon, WidgetControls } from './Widget.styles';
import { colorPickerPart, editBoxPart } from './widgetEditParts';
import { WidgetHeaderButton } from './WidgetHeaderButton';
import type { WidgetButtons, WidgetCustomButton, WidgetLabels } from './widgetLabels';

/** Props of {@link WidgetHeaderControls}. */
export interface WidgetHeaderControlsProps {
  widget: WidgetState;
  buttons: Required<WidgetButtons>;
  customButtons: readonly WidgetCustomButton[];
  labels: WidgetLabels;
  /** Divider colour between the buttons, from the header's palette entry. */
  borderColor: string;
  /** The edit button, which gets focus back when the edit box closes from the keyboard. */
  editButtonRef: RefObject<HTMLButtonElement | null>;
}

function TooltipButton({
  label,
  borderColor,
  onPress,
  children,
  buttonRef,
  ...aria
}: {
  label: string;
  borderColor: string;
  onPress: () => void;
  children: ReactNode;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}) {
  return (
    <Tooltip content={label}>
      <WidgetHeaderButton
        {...aria}
        ref={buttonRef}
        aria-label={label}
        borderColor={borderColor}
        onPress={onPress}
      >
        {children}
      </WidgetHeaderButton>
    </Tooltip>
  );
}

/** The header's button group, in the template's order: refresh, custom, edit, colour, full screen, collapse, delete. */
export function WidgetHeaderControls({
  widget,
  buttons,
  customButtons,
  labels,
  borderColor,
  editButtonRef,
}: WidgetHeaderControlsProps) {
  const { isCollapsed, isFullScreen, isEditing, ids } = widget;
  const colorButtonRef = useRef<HTMLButtonElement>(null);
  usePreloadOnIntent(editButtonRef, editBoxPart.preload);
  usePreloadOnIntent(colorButtonRef, colorPickerPart.preload);
  return (
    <WidgetControls role="group" aria-label={labels.controls}>
      {buttons.refresh && (
        <TooltipButton label={labels.refresh} borderColor={borderColor} onPress={widget.remote.reload}>
          <Icon icon={faArrowsRotate} isSpinning={widget.remote.isLoading} />
        </TooltipButton>
      )}
      {customButtons.map((button) => (
        <TooltipButton
          key={button.key}
          label={button.label}
          borderColor={borderColor}
          onPress={button.onPress}
        >
          {button.icon}
        </TooltipButton>
      ))}
      {buttons.edit && (
        <TooltipButton
          label={labels.edit}
          borderColor={borderColor}
          buttonRef={editButtonRef}
          aria-expanded={isEditing}
          aria-controls={isEditing ? ids.editBox : undefined}
          onPress={() => {
            // Also retries a load that failed on an earlier opening.
            if (!isEditing) void editBoxPart.preload();
            widget.setEditing(!isEditing);
          }}
        >
          <Icon icon={faPencil} />
        </TooltipButton>
      )}
      {buttons.color && (
        <Popover
          aria-label={labels.colorField}
          placement="bottom-end"
          onOpenChange={(isOpen) => {
            if (isOpen) void colorPickerPart.preload();
          }}
          trigger={
            <WidgetHeaderButton ref={colorButtonRef} aria-label={labels.color} borderColor={borderColor}>
              <Icon icon={faPalette} />
            </WidgetHeaderButton>
          }
        >
          <colorPickerPart.Part
            label={labels.colorField}
            value={widget.color}
            onChange={widget.setColor}
            colorLabels={labels.colorNames}
          />
        </Popover>
      )}
      {buttons.fullScreen && (
        <TooltipButton
          label={isFullScreen ? labels.exitFullScreen : labels.fullScreen}
          borderColor={borderColor}
          onPress={() => widget.setFullScreen(!isFullScreen)}
        >
          <Icon icon={isFullScreen ? faCompress : faExpand} />
        </TooltipButton>
      )}
      {buttons.collapse && !isFullScreen && (
        <TooltipButton
          label={isCollapsed ? labels.expand : labels.collapse}
          borderColor={borderColor}
          aria-expanded={!isCollapsed}
          aria-controls={ids.body}
          onPress={widget.toggleCollapsed}
        >
          <FlipIcon $isFlipped={isCollapsed}>
            <Icon icon={faChevronUp} />
          </FlipIcon>
        </TooltipButton>
      )}
      {buttons.delete && (
        <TooltipButton label={labels.delete} borderColor={borderColor} onPress={widget.requestDelete}>
          <Icon icon={faXmark} />
        </TooltipButton>
      )}
    </WidgetControls>
  );
}
