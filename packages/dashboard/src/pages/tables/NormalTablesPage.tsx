import { Icon, PageHeader, Table, useTranslation, type TableProps } from '@atrium/ui';
import { faTable } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { ContentPanel } from '../misc/ContentPanel';
import { demoServers, serverColumns, teamMembers } from './normalTablesDemoData';
import { serverCells } from './serverCells';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr));
  column-gap: ${({ theme }) => theme.space.xl};
`;

type Variant = Pick<TableProps, 'isStriped' | 'isBordered' | 'isHoverable' | 'isCondensed'>;

const variants: readonly { title: string; options: Variant }[] = [
  { title: 'Default Table', options: {} },
  { title: 'Striped Rows', options: { isStriped: true } },
  { title: 'Bordered Table', options: { isBordered: true } },
  { title: 'Hover Rows', options: { isHoverable: true } },
  { title: 'Condensed Table', options: { isCondensed: true, isStriped: true } },
];

/** Tables › Normal Tables: the same team in each table style, then a wide table that scrolls on a phone. */
export default function NormalTablesPage() {
  const { t, locale } = useTranslation();
  return (
    <>
      <PageHeader title={t('Table')} subtitle={t('Normal Tables')} icon={<Icon icon={faTable} />} />
      <Panels>
        {variants.map(({ title, options }) => (
          <ContentPanel key={title} title={t(title)}>
            <Table {...options} isResponsive scrollLabel={t(title)}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('First Name')}</th>
                  <th scope="col">{t('Last Name')}</th>
                  <th scope="col">{t('Username')}</th>
                  <th scope="col">{t('Role')}</th>
                </tr>
              </thead>
              <tbody>
                {teamMembers.map((member) => (
                  <tr key={member.id}>
                    <td>{member.id}</td>
                    <td>{member.firstName}</td>
                    <td>{member.lastName}</td>
                    <td>{member.username}</td>
                    <td>{t(member.role)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ContentPanel>
        ))}
      </Panels>
      <ContentPanel title={t('Responsive Table')}>
        <Table isResponsive isStriped isBordered scrollLabel={t('Responsive Table')}>
          <thead>
            <tr>
              {serverColumns.map(([key, heading]) => (
                <th key={key} scope="col">
                  {t(heading)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {demoServers.map((server) => (
              <tr key={server.host}>
                {serverCells(server, locale, t).map((text, index) => (
                  <td key={serverColumns[index]?.[0]}>{text}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </ContentPanel>
    </>
  );
}
