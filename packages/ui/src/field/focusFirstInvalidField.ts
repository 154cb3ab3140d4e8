/**
 * Focuses the first field marked invalid inside `container`, in page order. Groups mark their wrapper
 * invalid while the box or radio inside is what takes the keyboard, so focus goes to that control.
 */
export function focusFirstInvalidField(container: HTMLElement | null) {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches('input, textarea, button, [tabindex]')
    ? invalid
    : invalid.querySelector<HTMLElement>('input:not(:disabled), textarea, button, [tabindex]');
  target?.focus();
}
