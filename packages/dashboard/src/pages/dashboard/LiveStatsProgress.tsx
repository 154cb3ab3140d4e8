import { ProgressBar, useTranslation, type StateColor } from '@atrium/ui';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

interface Progress {
  label: string;
  value: number;
  maxValue: number;
  valueLabel: string;
  variant: StateColor;
}

// The template's static figures beside the live chart.
const progress: readonly Progress[] = [
  { label: 'My Tasks', value: 130, maxValue: 200, valueLabel: '130/200', variant: 'primary' },
  { label: 'Transferred', value: 440, maxValue: 1200, valueLabel: '440 GB', variant: 'info' },
  { label: 'Bugs squashed', value: 77, maxValue: 100, valueLabel: '77%', variant: 'info' },
  { label: 'User testing', value: 7, maxValue: 8, valueLabel: '{count} days', variant: 'success' },
];

/** The four progress bars beside the live stats chart. */
export function LiveStatsProgress() {
  const { t } = useTranslation();
  return (
    <List>
      {progress.map((item) => (
        <ProgressBar
          key={item.label}
          label={t(item.label)}
          value={item.value}
          maxValue={item.maxValue}
          valueLabel={t(item.valueLabel, { count: item.value })}
          variant={item.variant}
          size="thin"
        />
      ))}
    </List>
  );
}
