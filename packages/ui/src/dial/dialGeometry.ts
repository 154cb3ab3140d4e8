/** The dial sweeps 270 degrees, from bottom-left round to bottom-right, like a hardware knob. */
export const DIAL_SWEEP_DEGREES = 270;

/** The angle of a value in degrees clockwise from straight up: -135 at the minimum, 135 at the maximum. */
export function dialAngle(percent: number): number {
  const clamped = Math.min(1, Math.max(0, percent));
  return -DIAL_SWEEP_DEGREES / 2 + clamped * DIAL_SWEEP_DEGREES;
}

/** A point on a circle around (`center`, `center`), `degrees` clockwise from straight up. */
export function pointOnCircle(center: number, radius: number, degrees: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: center + radius * Math.sin(radians), y: center - radius * Math.cos(radians) };
}

/** An SVG arc path from `fromDegrees` to `toDegrees` clockwise; empty when the arc has no length. */
export function arcPath(center: number, radius: number, fromDegrees: number, toDegrees: number): string {
  if (toDegrees <= fromDegrees) return '';
  const start = pointOnCircle(center, radius, fromDegrees);
  const end = pointOnCircle(center, radius, toDegrees);
  const largeArc = toDegrees - fromDegrees > 180 ? 1 : 0;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return `M ${round(start.x)} ${round(start.y)} A ${radius} ${radius} 0 ${largeArc} 1 ${round(end.x)} ${round(end.y)}`;
}
