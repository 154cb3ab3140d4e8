import { PageHeader, useTranslation } from '@atrium/ui';
import styled from 'styled-components';
import { ContentPanel } from '../misc/ContentPanel';
import { FrameDiagram } from './FrameDiagram';
import { frameParts } from './frameParts';
import { InfoTable, Lead, Note } from './InfoTable.styles';
import { ScrollableTable } from '../misc/ScrollableTable';

const Anatomy = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

const Legend = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};

  li::marker {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const navigationModes = [
  ['Full', 'The default: 220 px wide, icons and labels, nested groups open in place.'],
  ['Minified', 'Icons only, 45 px wide; labels and groups fly out on hover or focus.'],
  ['Hidden', 'Out of the way so the content takes the full width; the header’s menu button brings it back.'],
  ['On top', 'A bar under the header; groups open as drop-downs. Minified does not apply here.'],
] as const;

const layoutSettings = [
  ['Fixed header', 'The header stays at the top while the page scrolls.', 'Nothing else.'],
  ['Fixed navigation', 'The menu stays in view while the page scrolls.', 'Turns on the fixed header.'],
  [
    'Fixed ribbon',
    'The breadcrumbs stay under the header.',
    'Turns on the fixed header and navigation; turns off inside container.',
  ],
  ['Fixed footer', 'The footer stays at the bottom of the window.', 'Nothing else.'],
  [
    'Inside container',
    'Centres the whole frame at a fixed maximum width on wide screens.',
    'Turns off the fixed navigation and ribbon.',
  ],
  ['Right-to-left', 'Mirrors the frame and every widget for right-to-left languages.', 'Nothing else.'],
  ['Menu on top', 'Moves the navigation into a bar under the header.', 'Ignores the minified menu.'],
  [
    'Colour-blind friendly',
    'Replaces the red and green state colours with a blue and orange pair.',
    'Icons and text still tell states apart.',
  ],
] as const;

/** Explains the application frame: its parts, navigation modes and the layout settings. */
export default function AppLayoutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('App Layout')} subtitle={t('The frame around every page')} />
      <ContentPanel title={t('Anatomy of the frame')}>
        <Lead>
          {t(
            'Every page of the dashboard is drawn inside the same frame. The page only fills the content area; the other parts come from the application shell and keep their state from page to page.',
          )}
        </Lead>
        <Anatomy>
          <FrameDiagram />
          <Legend aria-label={t('Parts of the frame')}>
            {frameParts.map((part) => (
              <li key={part.name}>
                <strong>{t(part.name)}</strong>: {t(part.description)}
              </li>
            ))}
          </Legend>
        </Anatomy>
      </ContentPanel>
      <ContentPanel title={t('Navigation modes')}>
        <ScrollableTable label={t('Table of navigation modes')}>
          <InfoTable>
            <thead>
              <tr>
                <th scope="col">{t('Mode')}</th>
                <th scope="col">{t('What it looks like')}</th>
              </tr>
            </thead>
            <tbody>
              {navigationModes.map(([mode, description]) => (
                <tr key={mode}>
                  <th scope="row">{t(mode)}</th>
                  <td>{t(description)}</td>
                </tr>
              ))}
            </tbody>
          </InfoTable>
        </ScrollableTable>
        <Note>
          {t(
            'Below {width} px the menu slides in over the page from the menu button and closes after a link is chosen.',
            { width: 979 },
          )}
        </Note>
      </ContentPanel>
      <ContentPanel title={t('Layout settings')}>
        <Lead>
          {t(
            'The settings panel combines these options. Choices are saved in the browser and a factory reset returns to the defaults.',
          )}
        </Lead>
        <ScrollableTable label={t('Table of layout settings')}>
          <InfoTable>
            <thead>
              <tr>
                <th scope="col">{t('Setting')}</th>
                <th scope="col">{t('Effect')}</th>
                <th scope="col">{t('Also changes')}</th>
              </tr>
            </thead>
            <tbody>
              {layoutSettings.map(([setting, effect, rule]) => (
                <tr key={setting}>
                  <th scope="row">{t(setting)}</th>
                  <td>{t(effect)}</td>
                  <td>{t(rule)}</td>
                </tr>
              ))}
            </tbody>
          </InfoTable>
        </ScrollableTable>
      </ContentPanel>
    </>
  );
}
