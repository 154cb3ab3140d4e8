import { Flag } from '../flag/Flag';
import { flagCodes } from '../flag/flagCodes';
import { countryName } from '../flag/useFlag';
import { glyphIcons } from '../icon/glyphIcons';
import { Icon } from '../icon/Icon';
import type { IconGalleryItem } from './galleryNavigation';

// Sample sets for the stories and tests: every glyph, and every flag under its country's English name.

export const glyphItems: readonly IconGalleryItem[] = Object.entries(glyphIcons).map(([name, icon]) => ({
  name,
  keywords: [icon.iconName],
}));

export const renderGlyph = (item: IconGalleryItem) => (
  <Icon icon={glyphIcons[item.name as keyof typeof glyphIcons]} isFixedWidth />
);

export const glyphSnippet = (item: IconGalleryItem) => `<Glyph name="${item.name}" />`;

export const flagItems: readonly IconGalleryItem[] = flagCodes.map((code) => ({
  name: code.toLowerCase(),
  detail: countryName(code, 'en') ?? code,
}));

export const renderFlag = (item: IconGalleryItem) => <Flag code={item.name} label={null} size="lg" />;

export const flagSnippet = (item: IconGalleryItem) => `<Flag code="${item.name}" />`;
