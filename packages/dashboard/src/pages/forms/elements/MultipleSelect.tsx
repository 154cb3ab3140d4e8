import { useId } from 'react';
import { Field, FieldDescription, FieldLabel } from '@atrium/ui';
import styled from 'styled-components';

const StyledSelect = styled.select`
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.xxs};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  & option {
    padding-block: ${({ theme }) => theme.space.xxs};
    padding-inline: ${({ theme }) => theme.space.sm};
  }

  & option:checked {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.selectedBackground};
  }
`;

/** Props of {@link MultipleSelect}. */
export interface MultipleSelectProps {
  label: string;
  description?: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: readonly string[];
}

/** The browser's multiple select (Ctrl or Shift to pick several), in the field chrome of the other controls. */
export function MultipleSelect({ label, description, options, defaultValue }: MultipleSelectProps) {
  const id = useId();
  const descriptionId = useId();
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <StyledSelect
        id={id}
        multiple
        size={Math.min(options.length, 5)}
        defaultValue={[...(defaultValue ?? [])]}
        aria-describedby={description != null ? descriptionId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
    </Field>
  );
}
