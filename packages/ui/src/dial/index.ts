export { Dial, type DialProps } from './Dial';
export { arcPath, dialAngle, DIAL_SWEEP_DEGREES, pointOnCircle } from './dialGeometry';
export { useDial, type DialAria, type UseDialOptions } from './useDial';
