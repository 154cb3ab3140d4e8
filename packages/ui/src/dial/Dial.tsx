import { useRef } from 'react';
import { VisuallyHidden } from 'react-aria';
import { arcPath, DIAL_SWEEP_DEGREES, pointOnCircle } from './dialGeometry';
import { DialLabel, DialRoot, Knob, KnobFill, KnobHandle, KnobRail, KnobValue } from './Dial.styles';
import { useDial, type UseDialOptions } from './useDial';

/** Props of {@link Dial}. */
export interface DialProps extends UseDialOptions {
  /** Width and height in pixels; 100 by default. */
  size?: number;
  name?: string;
  className?: string;
}

const start = -DIAL_SWEEP_DEGREES / 2;
const end = DIAL_SWEEP_DEGREES / 2;

/**
 * A knob-style dial for a number in a range, with the value in its centre. It is a slider to assistive
 * technology and the keyboard (arrows, Page Up/Down, Home/End), and turns when dragged up or down.
 */
export function Dial({ size = 100, name, className, ...options }: DialProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const dial = useDial(options, trackRef, inputRef);
  const stroke = Math.max(4, size / 10);
  const center = size / 2;
  const radius = center - stroke / 2 - 1;
  const handle = pointOnCircle(center, radius, dial.angle);

  return (
    <DialRoot {...dial.groupProps} className={className}>
      {options.label != null && <DialLabel {...dial.labelProps}>{options.label}</DialLabel>}
      <Knob
        {...dial.knobProps}
        ref={trackRef}
        $size={size}
        $isDisabled={options.isDisabled ?? false}
        $isDragging={dial.isDragging}
        $isFocusVisible={dial.isFocusVisible}
      >
        <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
          <KnobRail d={arcPath(center, radius, start, end)} strokeWidth={stroke} />
          <KnobFill d={arcPath(center, radius, start, dial.angle)} strokeWidth={stroke} />
          <KnobHandle cx={handle.x} cy={handle.y} r={stroke * 0.7} strokeWidth={Math.max(2, stroke / 3)} />
        </svg>
        <KnobValue {...dial.outputProps} $size={size}>
          {dial.valueText}
        </KnobValue>
        <VisuallyHidden>
          <input {...dial.inputProps} ref={inputRef} name={name} />
        </VisuallyHidden>
      </Knob>
    </DialRoot>
  );
}
