import styled from 'styled-components';
import type { TableRow } from '../../api/resourceDefinitions';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  & > dt {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A contact's child row in the data tables demo: the fields its grid leaves out, as a label and value list. */
export function TableRowDetail({ row, t }: { row: TableRow; t: (text: string) => string }) {
  return (
    <Fields>
      <dt>{t('Phone')}</dt>
      <dd>{row.phone}</dd>
      <dt>{t('Zip')}</dt>
      <dd>{row.zip}</dd>
      <dt>{t('Date')}</dt>
      <dd>{row.date}</dd>
    </Fields>
  );
}
