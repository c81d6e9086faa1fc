import { Button, InputGroup } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MAX_SEARCH_QUERY_LENGTH } from '../../common/api/search-limits';
import type { Language } from '../../common/languages';
import { searchResultsPath } from '../search-paths';
import { SearchIcon } from './icons';
import './word-search.css';

/** Words to look for in every instruction; submitting opens /search?q=&lang=. */
export function WordSearchForm({ language, initial = '' }: { language: Language; initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) void navigate(searchResultsPath(query, language));
  };

  return (
    <form className="word-search-form" role="search" onSubmit={onSubmit} noValidate>
      <InputGroup
        id="word-search"
        type="search"
        size="large"
        fill
        leftIcon={<SearchIcon />}
        aria-label={t('wordSearch.label')}
        placeholder={t('wordSearch.placeholder')}
        value={text}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        onValueChange={setText}
      />
      <Button type="submit" size="large" intent="primary" disabled={!text.trim()}>
        {t('wordSearch.submit')}
      </Button>
    </form>
  );
}
