import { useState, type FormEvent } from 'react';
import {
  Button,
  Icon,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
  calendarEventColours,
  calendarEventIcons,
  eventIcons,
  useTranslation,
  type CalendarEventIcon,
  type CalendarTone,
} from '@atrium/ui';
import styled, { type DefaultTheme } from 'styled-components';
import type { NewCalendarEvent } from './calendarEventEntries';

/** Longest title and description the original's add-event panel took. */
const eventTextLimit = 40;

const iconNames: Record<CalendarEventIcon, string> = {
  'fa-info': 'Information',
  'fa-warning': 'Warning',
  'fa-check': 'Done',
  'fa-user': 'Person',
  'fa-lock': 'Locked',
  'fa-clock-o': 'Time',
};

// The same theme colours the calendar draws each tone in, so the choice looks like the event it makes.
const toneColour: Record<CalendarTone, (colors: DefaultTheme['colors']) => string> = {
  dark: (colors) => colors.inverseSurface,
  primary: (colors) => colors.primary,
  warning: (colors) => colors.warning,
  success: (colors) => colors.success,
  info: (colors) => colors.info,
  danger: (colors) => colors.danger,
};

const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Swatch = styled.span<{ $tone: CalendarTone }>`
  display: inline-block;
  inline-size: 1em;
  block-size: 1em;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  vertical-align: -0.15em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => toneColour[$tone](theme.colors)};
`;

const IconChoice = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

const emptyDraft: NewCalendarEvent = {
  title: '',
  description: '',
  // The original's panel starts on its first colour, dark grey.
  className: 'bg-color-darken',
  icon: 'fa-info',
};

/** Props of {@link AddEventForm}. */
export interface AddEventFormProps {
  onAdd: (draft: NewCalendarEvent) => void;
}

/** Title, description, colour and icon of a new event; empty texts are saved with the calendar's fallbacks. */
export function AddEventForm({ onAdd }: AddEventFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(emptyDraft);
  const change = (changes: Partial<NewCalendarEvent>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(draft);
    // Colour and icon stay chosen, so a run of similar events needs only new texts.
    change({ title: '', description: '' });
  };
  return (
    <FormStack onSubmit={submit} aria-label={t('Add event')}>
      <RadioGroup
        label={t('Icon')}
        orientation="horizontal"
        value={draft.icon}
        onChange={(value) => change({ icon: calendarEventIcons.find((icon) => icon === value) })}
      >
        {calendarEventIcons.map((icon) => (
          <Radio key={icon} value={icon}>
            <IconChoice>
              <Icon icon={eventIcons[icon]} />
              {t(iconNames[icon])}
            </IconChoice>
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        label={t('Event title')}
        placeholder={t('Event Title')}
        maxLength={eventTextLimit}
        value={draft.title}
        onChange={(title) => change({ title })}
      />
      <TextArea
        label={t('Event description')}
        rows={3}
        placeholder={t('Please be brief')}
        description={t('At most 40 characters each')}
        maxLength={eventTextLimit}
        value={draft.description}
        onChange={(description) => change({ description })}
      />
      <RadioGroup
        label={t('Colour')}
        orientation="horizontal"
        value={draft.className}
        onChange={(className) => change({ className })}
      >
        {calendarEventColours.map((colour) => (
          <Radio key={colour.className} value={colour.className}>
            <Swatch $tone={colour.tone} aria-hidden="true" />
            {t(colour.label)}
          </Radio>
        ))}
      </RadioGroup>
      <Button type="submit" variant="primary">
        {t('Add event')}
      </Button>
    </FormStack>
  );
}
