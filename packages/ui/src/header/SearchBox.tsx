import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useInteractOutside } from 'react-aria';
import { Icon } from '../icon';
import { SearchArea, SearchButton, SearchForm, SearchInput, SearchToggle } from './Header.styles';
import { useTranslation } from '../i18n';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Called with the trimmed query when the form is submitted (Enter or the button). */
  onSearch: (query: string) => void;
  placeholder?: string;
  /** Accessible name of the field and the search landmark. */
  label?: string;
  /** Accessible name of the button that opens the field on a narrow screen. */
  openLabel?: string;
  defaultValue?: string;
}

/**
 * The header's search box, which goes to the search page. Below the mobile breakpoint the header has no room
 * for the field: a search button opens it in a bar under the header, and Escape closes it again.
 */
export function SearchBox({
  onSearch,
  placeholder: placeholderProp,
  label: labelProp,
  openLabel: openLabelProp,
  defaultValue = '',
}: SearchBoxProps) {
  const { t } = useTranslation();
  const placeholder = placeholderProp ?? t('Find reports and more');
  const label = labelProp ?? t('Search');
  const openLabel = openLabelProp ?? t('Open search');
  const [query, setQuery] = useState(defaultValue);
  const [isOpen, setOpen] = useState(false);
  const formId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useInteractOutside({ ref: areaRef, isDisabled: !isOpen, onInteractOutside: () => setOpen(false) });

  // The field is drawn only once open, so it can take focus only after that render.
  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
    if (isOpen) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) close();
  };

  return (
    <SearchArea ref={areaRef} onKeyDown={onKeyDown}>
      <SearchToggle
        ref={toggleRef}
        aria-label={openLabel}
        aria-expanded={isOpen}
        aria-controls={formId}
        icon={<Icon icon={faMagnifyingGlass} />}
        onPress={() => (isOpen ? close() : setOpen(true))}
      />
      <SearchForm id={formId} role="search" aria-label={label} onSubmit={submit} $isOpen={isOpen}>
        <SearchInput
          ref={inputRef}
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SearchButton type="submit" aria-label={label}>
          <Icon icon={faMagnifyingGlass} />
        </SearchButton>
      </SearchForm>
    </SearchArea>
  );
}
