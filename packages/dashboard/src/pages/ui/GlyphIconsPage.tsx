import {
  Glyph,
  glyphIcons,
  Icon,
  IconGallery,
  PageHeader,
  useTranslation,
  type IconGalleryItem,
} from '@atrium/ui';
import { faDesktop } from '@fortawesome/free-solid-svg-icons';
import { ContentPanel } from '../misc/ContentPanel';
import { Note } from './showcase.styles';

// The Font Awesome name each glyph is drawn with is a keyword, so either name finds it.
const items: readonly IconGalleryItem[] = Object.entries(glyphIcons).map(([name, definition]) => ({
  name,
  keywords: [definition.iconName],
}));

const renderIcon = (item: IconGalleryItem) => <Glyph name={item.name} isFixedWidth />;
const snippet = (item: IconGalleryItem) => `<Glyph name="${item.name}" />`;

/** The Bootstrap Glyphicon names Atrium draws, searchable; a press copies the JSX that draws one. */
export default function GlyphIconsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('UI Elements')} subtitle={t('Glyph Icons')} icon={<Icon icon={faDesktop} />} />
      <ContentPanel title={t('Glyphicons')}>
        <Note>
          {t(
            'Pages written for Glyphicons keep their names: each is drawn with its closest Font Awesome icon.',
          )}
        </Note>
        <IconGallery
          items={items}
          renderIcon={renderIcon}
          snippet={snippet}
          filterLabel={t('Filter glyphs')}
          listLabel={t('Glyphs')}
          minCellWidth={220}
        />
      </ContentPanel>
    </>
  );
}
