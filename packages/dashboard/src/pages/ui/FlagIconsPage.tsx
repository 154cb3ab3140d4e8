import { useMemo } from 'react';
import {
  countryName,
  Flag,
  flagCodes,
  Icon,
  IconGallery,
  PageHeader,
  useTranslation,
  type IconGalleryItem,
} from '@atrium/ui';
import { faDesktop } from '@fortawesome/free-solid-svg-icons';
import { ContentPanel } from '../misc/ContentPanel';
import { Note } from './showcase.styles';

const renderIcon = (item: IconGalleryItem) => <Flag code={item.name} label={null} size="lg" />;
const snippet = (item: IconGalleryItem) => `<Flag code="${item.name}" />`;

/** Every country flag with its name in the current language; flags load as they scroll into view. */
export default function FlagIconsPage() {
  const { t, locale } = useTranslation();
  const items = useMemo(
    () =>
      flagCodes.map((code) => ({
        name: code.toLowerCase(),
        detail: countryName(code, locale) ?? code,
        // The English name too, so a search in English finds a country in any language.
        keywords: [countryName(code, 'en') ?? code],
      })),
    [locale],
  );
  return (
    <>
      <PageHeader title={t('UI Elements')} subtitle={t('Flags')} icon={<Icon icon={faDesktop} />} />
      <ContentPanel title={t('Country flags')}>
        <Note>{t('Search by country code or name. Each flag is fetched as it scrolls into view.')}</Note>
        <IconGallery
          items={items}
          renderIcon={renderIcon}
          snippet={snippet}
          filterLabel={t('Filter flags')}
          listLabel={t('Flags')}
          minCellWidth={220}
        />
      </ContentPanel>
    </>
  );
}
