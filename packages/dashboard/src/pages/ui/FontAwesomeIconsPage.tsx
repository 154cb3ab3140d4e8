import { Icon, PageHeader, Tabs, useTranslation } from '@atrium/ui';
import { faDesktop } from '@fortawesome/free-solid-svg-icons';
import { ContentPanel } from '../misc/ContentPanel';
import {
  fontAwesomeSnippet,
  loadFontAwesomeItems,
  type FontAwesomeItem,
  type FontAwesomeStyle,
} from './fontAwesomeSets';
import { IconSetGallery } from './IconSetGallery';
import { Note } from './showcase.styles';

// Module-level, so each style's set loads once per visit and the gallery's snippet function stays stable.
const styles = (['solid', 'regular', 'brands'] as const).map((style) => ({
  style,
  load: () => loadFontAwesomeItems(style),
  snippet: (item: FontAwesomeItem) => fontAwesomeSnippet(item, style),
}));

const renderIcon = (item: FontAwesomeItem) => <Icon icon={item.definition} isFixedWidth />;

const styleTitles: Record<FontAwesomeStyle, string> = {
  solid: 'Solid',
  regular: 'Regular',
  brands: 'Brands',
};

/** Every Font Awesome Free icon by style, searchable by name and alias; a press copies its import and JSX. */
export default function FontAwesomeIconsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('UI Elements')} subtitle={t('Font Awesome')} icon={<Icon icon={faDesktop} />} />
      <ContentPanel title={t('Font Awesome Free')}>
        <Note>
          {t(
            'Search by name or by an older alias. Click an icon, or press Enter on it, to copy its import and JSX.',
          )}
        </Note>
        <Tabs
          aria-label={t('Icon style')}
          items={styles.map(({ style, load, snippet }) => ({
            key: style,
            title: t(styleTitles[style]),
            content: (
              <IconSetGallery
                load={load}
                snippet={snippet}
                renderIcon={renderIcon}
                filterLabel={t('Filter icons')}
                listLabel={t('{style} icons', { style: t(styleTitles[style]) })}
                minCellWidth={200}
              />
            ),
          }))}
        />
      </ContentPanel>
    </>
  );
}
