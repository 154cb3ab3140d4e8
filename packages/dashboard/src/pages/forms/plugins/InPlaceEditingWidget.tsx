import { useState } from 'react';
import { Icon, InlineEdit, Switch, Widget, useTranslation } from '@atrium/ui';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { inPlaceEditingDemo } from './inPlaceEditingDemo';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  justify-content: flex-end;
  padding-block-end: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.md};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: start;
    vertical-align: top;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    width: 45%;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }

  tr:nth-child(odd) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const required = (message: string) => (value: string) => (value.trim() === '' ? message : null);

/** The demo's refusing server: any change to this row is turned down after a moment, to show a failed save. */
const refuseChange = (message: string) => async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  throw new Error(message);
};

/** Forms › Plugins: values edited in place, inline or in a popup, with a switch that turns editing off. */
export function InPlaceEditingWidget() {
  const { t } = useTranslation();
  const [isEnabled, setEnabled] = useState(true);
  const [isPopup, setPopup] = useState(false);
  const mode = isPopup ? 'popup' : 'inline';
  const messages = { save: t('Save'), cancel: t('Cancel'), empty: t('Empty') };
  const rows = [
    { label: t('Simple text field'), name: t('Username'), value: inPlaceEditingDemo.username },
    { label: t('Empty text field, required'), name: t('Company'), value: '', isRequired: true },
    { label: t('Text field with a value'), name: t('Nickname'), value: inPlaceEditingDemo.nickname },
    { label: t('Saving fails'), name: t('Account email'), value: inPlaceEditingDemo.email, fails: true },
  ];
  return (
    <Widget defaultTitle={t('In-place editing')} icon={<Icon icon={faPenToSquare} />}>
      <Toolbar>
        <Switch isSelected={isEnabled} onChange={setEnabled}>
          {t('Editing enabled')}
        </Switch>
        <Switch isSelected={isPopup} onChange={setPopup} isDisabled={!isEnabled}>
          {t('Open in a popup')}
        </Switch>
      </Toolbar>
      <Table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.label}</th>
              <td>
                <InlineEdit
                  label={row.name}
                  defaultValue={row.value}
                  mode={mode}
                  isDisabled={!isEnabled}
                  messages={messages}
                  validate={row.isRequired ? required(t('This field is required')) : undefined}
                  onSave={
                    row.fails
                      ? refuseChange(t('The server refused the change: this account is locked'))
                      : undefined
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Widget>
  );
}
