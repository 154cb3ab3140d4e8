import styled from 'styled-components';
import { Checkbox, NumberField, Select, TextField } from '@atrium/ui';
import type { PlaygroundProp, PlaygroundValues } from './playgroundProps';

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

// Prop names and enum values are code, the same in every language.
const PropName = styled.code`
  font-family: ${({ theme }) => theme.typography.mono};
`;

/** Props of {@link PlaygroundControls}. */
export interface PlaygroundControlsProps {
  props: readonly PlaygroundProp[];
  values: PlaygroundValues;
  onChange: (name: string, value: string | boolean | number) => void;
}

/** One labelled control per prop: a text field, a checkbox, a select of the allowed values or a number field. */
export function PlaygroundControls({ props, values, onChange }: PlaygroundControlsProps) {
  return (
    <Controls>
      {props.map((prop) => {
        const label = <PropName>{prop.name}</PropName>;
        const value = values[prop.name] ?? prop.initial;
        switch (prop.kind) {
          case 'text':
            return (
              <TextField
                key={prop.name}
                label={label}
                value={String(value)}
                onChange={(next) => onChange(prop.name, next)}
              />
            );
          case 'boolean':
            return (
              <Checkbox
                key={prop.name}
                isSelected={value === true}
                onChange={(next) => onChange(prop.name, next)}
              >
                {label}
              </Checkbox>
            );
          case 'enum':
            return (
              <div key={prop.name} translate="no">
                <Select
                  label={label}
                  items={prop.options.map((entry) => ({ value: entry, label: entry }))}
                  value={String(value)}
                  onChange={(next) => next !== null && onChange(prop.name, next)}
                />
              </div>
            );
          case 'number':
            return (
              <NumberField
                key={prop.name}
                label={label}
                value={Number(value)}
                minValue={prop.min}
                maxValue={prop.max}
                step={prop.step ?? 1}
                // An emptied field keeps the last number, so the preview never draws with no value.
                onChange={(next) => Number.isFinite(next) && onChange(prop.name, next)}
              />
            );
        }
      })}
    </Controls>
  );
}
