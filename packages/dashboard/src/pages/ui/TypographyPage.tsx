import { Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faDesktop } from '@fortawesome/free-solid-svg-icons';
import { useTheme } from 'styled-components';
import { ContentPanel } from '../misc/ContentPanel';
import { PanelColumns, PanelStack, SampleHeading } from './showcase.styles';
import { TypeScale } from './TypeScale';
import { CodeBlock, HeadingSample, InlineList, Lead, Prose, Quote } from './typography.styles';

// Sample headings are drawn as styled text, not h1–h6, so the page's own outline stays true.
const headingSizes = ['display', 'xxl', 'xl', 'lg', 'md', 'sm'] as const;

/** The typography showcase: headings, text styles, lists, quotes, code and the current skin's type scale. */
export default function TypographyPage() {
  const { t } = useTranslation();
  const { typography, skin } = useTheme();
  return (
    <>
      <PageHeader title={t('UI Elements')} subtitle={t('Typography')} icon={<Icon icon={faDesktop} />} />
      <PanelColumns>
        <PanelStack>
          <ContentPanel title={t('Headings')}>
            {headingSizes.map((size, index) => (
              <HeadingSample key={size} $size={typography.size[size]}>
                {t('Heading {level}', { level: index + 1 })} <small>{typography.size[size]}</small>
              </HeadingSample>
            ))}
          </ContentPanel>
          <ContentPanel title={t('Text styles')}>
            <Prose>
              <Lead>{t('A lead paragraph opens a page in a slightly larger size.')}</Lead>
              <p>
                <strong>{t('Bold text')}</strong>, <em>{t('italic text')}</em>, <u>{t('underlined text')}</u>,{' '}
                <mark>{t('highlighted text')}</mark>, <del>{t('deleted text')}</del>,{' '}
                <ins>{t('inserted text')}</ins> {t('and')} <small>{t('small print')}</small>.
              </p>
              <p>
                <abbr title={t('Key performance indicator')} translate="no">
                  KPI
                </abbr>{' '}
                {t('is an abbreviation with its meaning.')}
              </p>
            </Prose>
          </ContentPanel>
          <ContentPanel title={t('Quotes')}>
            <Quote>
              <p>{t('Good design is as little design as possible.')}</p>
              <footer>
                — <cite translate="no">Dieter Rams</cite>
              </footer>
            </Quote>
            <Quote $isEnd>
              <p>{t('Simplicity is prerequisite for reliability.')}</p>
              <footer>
                — <cite translate="no">Edsger W. Dijkstra</cite>
              </footer>
            </Quote>
          </ContentPanel>
          <ContentPanel title={t('Code')}>
            <Prose>
              <p>
                {t('Inline code reads as')} <code>useTranslation()</code>; {t('keys read as')} <kbd>Ctrl</kbd>{' '}
                + <kbd>K</kbd>.
              </p>
            </Prose>
            <CodeBlock role="region" tabIndex={0} aria-label={t('Code sample')}>
              {`import { AtriumDashboard } from '@atrium/dashboard';\n\nexport function App() {\n  return <AtriumDashboard />;\n}`}
            </CodeBlock>
          </ContentPanel>
        </PanelStack>
        <PanelStack>
          <ContentPanel title={t('Type scale of {skin}', { skin: skin.label })}>
            <TypeScale />
          </ContentPanel>
          <ContentPanel title={t('Lists')}>
            <Prose>
              <SampleHeading>{t('Unordered')}</SampleHeading>
              <ul>
                <li>{t('Widgets')}</li>
                <li>
                  {t('Charts')}
                  <ul>
                    <li>{t('Line charts')}</li>
                    <li>{t('Pie charts')}</li>
                  </ul>
                </li>
                <li>{t('Tables')}</li>
              </ul>
              <SampleHeading>{t('Ordered')}</SampleHeading>
              <ol>
                <li>{t('Choose a skin')}</li>
                <li>{t('Arrange the widgets')}</li>
                <li>{t('Invite your team')}</li>
              </ol>
              <SampleHeading>{t('Inline')}</SampleHeading>
              <InlineList>
                <li>{t('Home')}</li>
                <li>{t('Reports')}</li>
                <li>{t('Settings')}</li>
              </InlineList>
              <SampleHeading>{t('Description')}</SampleHeading>
              <dl>
                <dt>{t('Skin')}</dt>
                <dd>{t('The colours of the header, menu and widgets.')}</dd>
                <dt>{t('Ribbon')}</dt>
                <dd>{t('The bar under the header with the breadcrumbs.')}</dd>
              </dl>
            </Prose>
          </ContentPanel>
        </PanelStack>
      </PanelColumns>
    </>
  );
}
