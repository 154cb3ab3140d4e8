import { useTranslation } from '@atrium/ui';
import styled, { useTheme } from 'styled-components';
import { ScrollableTable } from '../misc/ScrollableTable';
import { SampleTable } from './showcase.styles';

const Table = styled(SampleTable)`
  th,
  td {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    white-space: nowrap;
  }

  td:last-child {
    inline-size: 100%;
  }
`;

const Sample = styled.span<{ $size?: string; $weight?: number; $mono?: boolean }>`
  font-size: ${({ $size }) => $size};
  font-weight: ${({ $weight }) => $weight};
  font-family: ${({ theme, $mono }) => ($mono ? theme.typography.mono : undefined)};
  white-space: nowrap;
`;

/** The current skin's type scale, weights and families, read from the theme, each with a sample. */
export function TypeScale() {
  const { t } = useTranslation();
  const { typography } = useTheme();
  const sample = t('Dense, calm and aligned');
  return (
    <ScrollableTable label={t('Sizes, weights and families')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('Token')}</th>
            <th scope="col">{t('Value')}</th>
            <th scope="col">{t('Sample')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(typography.size).map(([name, size]) => (
            <tr key={name}>
              <th scope="row">
                <code>size.{name}</code>
              </th>
              <td>{size}</td>
              <td>
                <Sample $size={size}>{sample}</Sample>
              </td>
            </tr>
          ))}
          {Object.entries(typography.weight).map(([name, weight]) => (
            <tr key={name}>
              <th scope="row">
                <code>weight.{name}</code>
              </th>
              <td>{weight}</td>
              <td>
                <Sample $size={typography.size.xl} $weight={weight}>
                  {sample}
                </Sample>
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">
              <code>lineHeight</code>
            </th>
            <td>{typography.lineHeight}</td>
            <td>{t('Body text keeps this line height for comfortable reading.')}</td>
          </tr>
          <tr>
            <th scope="row">
              <code>mono</code>
            </th>
            <td>{t('Monospace')}</td>
            <td>
              <Sample $mono as="code">
                const total = 1024;
              </Sample>
            </td>
          </tr>
        </tbody>
      </Table>
    </ScrollableTable>
  );
}
