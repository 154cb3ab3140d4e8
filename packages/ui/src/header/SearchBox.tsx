import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons';
import { useState, type FormEvent } from 'react';
import { Icon } from '../icon';
import { SearchButton, SearchForm, SearchInput } from './Header.styles';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Called with the trimmed query when the form is submitted (Enter or the button). */
  onSearch: (query: string) => void;
  placeholder?: string;
  /** Accessible name of the field and the search landmark. */
  label?: string;
  defaultValue?: string;
}

/** The header's search box (spec §2: it goes to the search page). */
export function SearchBox({
  onSearch,
  placeholder = 'Find reports and more',
  label = 'Search',
  defaultValue = '',
}: SearchBoxProps) {
  const [query, setQuery] = useState(defaultValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <SearchForm role="search" aria-label={label} onSubmit={submit}>
      <SearchInput
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
  );
}
