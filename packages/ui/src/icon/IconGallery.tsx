import { useId, useMemo, useState } from 'react';
import { Icon } from './Icon';
import type { IconMap } from './iconMap';
import { StyledCell, StyledFilter, StyledGallery, StyledGrid } from './IconGallery.styles';

/** Props of {@link IconGallery}. */
export interface IconGalleryProps {
  /** Names → definitions to show, e.g. `glyphIcons`. */
  icons: IconMap;
  /** Label of the filter field. */
  filterLabel?: string;
  /** Accessible name of the list of icons. */
  listLabel?: string;
}

/** A filterable grid of named icons, each drawn beside its name (stories and the icon reference pages). */
export function IconGallery({ icons, filterLabel = 'Filter icons', listLabel = 'Icons' }: IconGalleryProps) {
  const [query, setQuery] = useState('');
  const statusId = useId();
  const names = useMemo(() => Object.keys(icons).sort(), [icons]);
  const shown = names.filter((name) => name.includes(query.trim().toLowerCase()));
  return (
    <StyledGallery>
      <StyledFilter
        type="search"
        aria-label={filterLabel}
        aria-describedby={statusId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={statusId} role="status">
        {shown.length} of {names.length}
      </p>
      <StyledGrid aria-label={listLabel}>
        {shown.map((name) => (
          <StyledCell key={name}>
            <Icon icon={icons[name]!} isFixedWidth />
            <code>{name}</code>
          </StyledCell>
        ))}
      </StyledGrid>
    </StyledGallery>
  );
}
