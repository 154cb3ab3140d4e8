import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Label,
  ProgressBar,
  Spinner,
  StarRating,
  Switch,
  TextField,
  type AlertVariant,
  type ButtonSize,
  type ButtonVariant,
  type FieldSize,
  type SpinnerSize,
  type StateColor,
  type TagVariant,
} from '@atrium/ui';
import type { PlaygroundProp, PlaygroundValues } from './playgroundProps';

/** One component the playground offers: its name, the props it edits and how it draws with their values. */
export interface PlaygroundEntry {
  name: string;
  props: readonly PlaygroundProp[];
  render: (values: PlaygroundValues) => ReactNode;
}

type Translate = (key: string) => string;

const states = ['primary', 'success', 'info', 'warning', 'danger'] as const satisfies readonly StateColor[];
const buttonVariants = ['default', ...states, 'link'] as const satisfies readonly ButtonVariant[];
const buttonSizes = ['xs', 'sm', 'md', 'lg'] as const satisfies readonly ButtonSize[];
const tagVariants = ['default', ...states] as const satisfies readonly TagVariant[];
const alertVariants = ['success', 'info', 'warning', 'danger'] as const satisfies readonly AlertVariant[];
const fieldSizes = ['sm', 'md', 'lg'] as const satisfies readonly FieldSize[];
const spinnerSizes = ['sm', 'md', 'lg'] as const satisfies readonly SpinnerSize[];

const text = (values: PlaygroundValues, name: string) => String(values[name] ?? '');
const flag = (values: PlaygroundValues, name: string) => values[name] === true;
const number = (values: PlaygroundValues, name: string) => Number(values[name] ?? 0);
// Enum values come from the control's own option list, so the cast only narrows what the list already holds.
const option = <T extends string>(values: PlaygroundValues, name: string) => values[name] as T;

/** The components the playground offers, with sample texts in the reader's language. */
export function playgroundCatalog(t: Translate): PlaygroundEntry[] {
  return [
    {
      name: 'Button',
      props: [
        { name: 'children', kind: 'text', initial: t('Save changes') },
        { name: 'variant', kind: 'enum', options: buttonVariants, initial: 'primary' },
        { name: 'size', kind: 'enum', options: buttonSizes, initial: 'md' },
        { name: 'isDisabled', kind: 'boolean', initial: false },
        { name: 'isBlock', kind: 'boolean', initial: false },
      ],
      render: (values) => (
        <Button
          variant={option<ButtonVariant>(values, 'variant')}
          size={option<ButtonSize>(values, 'size')}
          isDisabled={flag(values, 'isDisabled')}
          isBlock={flag(values, 'isBlock')}
        >
          {text(values, 'children')}
        </Button>
      ),
    },
    {
      name: 'Badge',
      props: [
        { name: 'count', kind: 'number', initial: 14, min: 0, max: 9999 },
        { name: 'max', kind: 'number', initial: 99, min: 1, max: 9999 },
        { name: 'variant', kind: 'enum', options: tagVariants, initial: 'danger' },
      ],
      render: (values) => (
        <Badge
          count={number(values, 'count')}
          max={number(values, 'max')}
          variant={option<TagVariant>(values, 'variant')}
        />
      ),
    },
    {
      name: 'Label',
      props: [
        { name: 'children', kind: 'text', initial: t('New') },
        { name: 'variant', kind: 'enum', options: tagVariants, initial: 'success' },
      ],
      render: (values) => (
        <Label variant={option<TagVariant>(values, 'variant')}>{text(values, 'children')}</Label>
      ),
    },
    {
      name: 'Alert',
      props: [
        { name: 'title', kind: 'text', initial: t('Saved') },
        { name: 'children', kind: 'text', initial: t('Your changes are saved.') },
        { name: 'variant', kind: 'enum', options: alertVariants, initial: 'success' },
        { name: 'isDismissible', kind: 'boolean', initial: true },
      ],
      render: (values) => (
        <Alert
          title={text(values, 'title')}
          variant={option<AlertVariant>(values, 'variant')}
          isDismissible={flag(values, 'isDismissible')}
          role="status"
        >
          {text(values, 'children')}
        </Alert>
      ),
    },
    {
      name: 'ProgressBar',
      props: [
        { name: 'label', kind: 'text', initial: t('Upload') },
        { name: 'value', kind: 'number', initial: 65, min: 0, max: 100, step: 5 },
        { name: 'variant', kind: 'enum', options: states, initial: 'info' },
        { name: 'showValueLabel', kind: 'boolean', initial: true },
        { name: 'isStriped', kind: 'boolean', initial: false },
      ],
      render: (values) => (
        <ProgressBar
          label={text(values, 'label')}
          value={number(values, 'value')}
          variant={option<StateColor>(values, 'variant')}
          showValueLabel={flag(values, 'showValueLabel')}
          isStriped={flag(values, 'isStriped')}
        />
      ),
    },
    {
      name: 'TextField',
      props: [
        { name: 'label', kind: 'text', initial: t('Email') },
        { name: 'placeholder', kind: 'text', initial: '' },
        { name: 'description', kind: 'text', initial: t('We never share your address.') },
        { name: 'size', kind: 'enum', options: fieldSizes, initial: 'md' },
        { name: 'isRequired', kind: 'boolean', initial: false },
        { name: 'isDisabled', kind: 'boolean', initial: false },
      ],
      render: (values) => (
        <TextField
          label={text(values, 'label')}
          placeholder={text(values, 'placeholder')}
          description={text(values, 'description') || undefined}
          size={option<FieldSize>(values, 'size')}
          isRequired={flag(values, 'isRequired')}
          isDisabled={flag(values, 'isDisabled')}
        />
      ),
    },
    {
      name: 'Switch',
      props: [
        { name: 'children', kind: 'text', initial: t('Email notifications') },
        { name: 'defaultSelected', kind: 'boolean', initial: true },
        { name: 'isDisabled', kind: 'boolean', initial: false },
      ],
      render: (values) => (
        <Switch defaultSelected={flag(values, 'defaultSelected')} isDisabled={flag(values, 'isDisabled')}>
          {text(values, 'children')}
        </Switch>
      ),
    },
    {
      name: 'Checkbox',
      props: [
        { name: 'children', kind: 'text', initial: t('Remember me') },
        { name: 'defaultSelected', kind: 'boolean', initial: false },
        { name: 'isIndeterminate', kind: 'boolean', initial: false },
        { name: 'isDisabled', kind: 'boolean', initial: false },
      ],
      render: (values) => (
        <Checkbox
          defaultSelected={flag(values, 'defaultSelected')}
          isIndeterminate={flag(values, 'isIndeterminate')}
          isDisabled={flag(values, 'isDisabled')}
        >
          {text(values, 'children')}
        </Checkbox>
      ),
    },
    {
      name: 'StarRating',
      props: [
        { name: 'value', kind: 'number', initial: 3.5, min: 0, max: 10, step: 0.5 },
        { name: 'max', kind: 'number', initial: 5, min: 1, max: 10 },
        { name: 'count', kind: 'number', initial: 128, min: 0, max: 99999 },
      ],
      render: (values) => (
        <StarRating
          value={number(values, 'value')}
          max={number(values, 'max')}
          count={number(values, 'count')}
        />
      ),
    },
    {
      name: 'Spinner',
      props: [
        { name: 'label', kind: 'text', initial: t('Loading') },
        { name: 'size', kind: 'enum', options: spinnerSizes, initial: 'md' },
      ],
      render: (values) => (
        <Spinner label={text(values, 'label') || undefined} size={option<SpinnerSize>(values, 'size')} />
      ),
    },
  ];
}
