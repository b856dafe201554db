import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { IconX } from '@/components/ui/icons';
import { IconSearch } from '@/components/unit-test/unit-test-icons';
import { normaliseSearch, SEARCH_MAX_LENGTH } from '@/lib/catalogue/query';
import styles from './search-box.module.scss';

const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search text in the URL. */
  value: string | undefined;
  /** `immediate` is true for Enter / the button (a new history entry), false while typing. */
  onSearch: (q: string | undefined, immediate: boolean) => void;
}

/** Search text: applied 300 ms after typing stops, or at once on Enter. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);

  // The URL changed from elsewhere (back/forward, a chip removed): show its text, unless the
  // box already says the same thing (so a trailing space being typed is not eaten).
  if (value !== shownValue) {
    setShownValue(value);
    if (normaliseSearch(text) !== value) setText(value ?? '');
  }

  useEffect(() => {
    const next = normaliseSearch(text);
    if (next === value) return undefined;
    const timer = setTimeout(() => onSearch(next, false), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(normaliseSearch(text), true);
  };

  const clear = () => {
    setText('');
    onSearch(undefined, true);
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('explore.search.label')}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <IconSearch />
      </span>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('explore.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      {text && (
        <button type="button" className={styles.clear} onClick={clear} aria-label={t('explore.search.clear')}>
          <IconX size={16} />
        </button>
      )}
      <button type="submit" className={styles.submit}>
        {t('explore.search.submit')}
      </button>
    </form>
  );
}
