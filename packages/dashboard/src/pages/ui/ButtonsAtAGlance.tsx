import { Button, Icon, useTranslation, type ButtonVariant } from '@atrium/ui';
import {
  faCartShopping,
  faCheck,
  faCircleInfo,
  faGear,
  faTriangleExclamation,
  faXmark,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { ScrollableTable } from '../misc/ScrollableTable';
import { SampleTable } from './showcase.styles';
import { SplitButton } from './SplitButton';

const Table = styled(SampleTable)`
  th,
  td {
    vertical-align: middle;
    border: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const rows: ReadonlyArray<{ variant: ButtonVariant; label: string; icon: IconDefinition }> = [
  { variant: 'default', label: 'Default', icon: faGear },
  { variant: 'primary', label: 'Primary', icon: faCartShopping },
  { variant: 'info', label: 'Info', icon: faCircleInfo },
  { variant: 'success', label: 'Success', icon: faCheck },
  { variant: 'warning', label: 'Warning', icon: faTriangleExclamation },
  { variant: 'danger', label: 'Danger', icon: faXmark },
];

const splitActions = ['Save as draft', 'Duplicate', 'Archive'];

/** Every button colour in every size, disabled, with an icon and as a split button, in one table. */
export function ButtonsAtAGlance({ onAction }: { onAction: (action: string) => void }) {
  const { t } = useTranslation();
  const columns = ['Button', 'Large', 'Small', 'Extra small', 'Disabled', 'With icon', 'Split button'];
  return (
    <ScrollableTable label={t('Button colours and sizes')}>
      <Table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ variant, label, icon }) => {
            const text = t(label);
            return (
              <tr key={variant}>
                <td>
                  <Button variant={variant} onPress={() => onAction(text)}>
                    {text}
                  </Button>
                </td>
                <td>
                  <Button variant={variant} size="lg" onPress={() => onAction(text)}>
                    {text}
                  </Button>
                </td>
                <td>
                  <Button variant={variant} size="sm" onPress={() => onAction(text)}>
                    {text}
                  </Button>
                </td>
                <td>
                  <Button variant={variant} size="xs" onPress={() => onAction(text)}>
                    {text}
                  </Button>
                </td>
                <td>
                  <Button variant={variant} isDisabled>
                    {text}
                  </Button>
                </td>
                <td>
                  <Button variant={variant} icon={<Icon icon={icon} />} onPress={() => onAction(text)}>
                    {text}
                  </Button>
                </td>
                <td>
                  <SplitButton
                    label={text}
                    variant={variant}
                    actions={splitActions.map((action) => t(action))}
                    onAction={onAction}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </ScrollableTable>
  );
}
