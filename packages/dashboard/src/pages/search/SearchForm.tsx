import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons';
import { Button, Icon, TextField, useTranslation } from '@atrium/ui';
import { useState, type FormEvent } from 'react';
import { SearchFormRow } from './SearchPage.styles';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** The query of the results shown; the field follows it when it changes from outside (e.g. the header). */
  query: string;
  /** Called with the trimmed text when the form is submitted. */
  onSearch: (query: string) => void;
  label?: string;
  placeholder?: string;
  buttonLabel?: string;
}

/** The search field at the top of the results, repeating the query so it can be refined. */
export function SearchForm({ query, onSearch, label, placeholder, buttonLabel }: SearchFormProps) {
  const { t } = useTranslation();
  label ??= t('Search the dashboard');
  placeholder ??= t('Pages, messages, notifications, tasks…');
  buttonLabel ??= t('Search');
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // A new query from the URL replaces the field's text; set during render, so the field never shows a stale query.
  if (shownQuery !== query) {
    setShownQuery(query);
    setText(query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <SearchFormRow role="search" aria-label={label} onSubmit={submit}>
      <TextField
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        startAdornment={<Icon icon={faMagnifyingGlass} />}
      />
      <Button type="submit" variant="primary">
        {buttonLabel}
      </Button>
    </SearchFormRow>
  );
}
