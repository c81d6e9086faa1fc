import { InputGroup } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useArticleNumberSuggestions } from '../hooks/useArticleNumberSuggestions';
import { SearchIcon } from './icons';

interface ArticleNumberFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: on a kiosk that opens the product at once. */
  onPick?: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}

/**
 * The article-number input with its suggestion list. Enter submits what was typed (a barcode scanner
 * types fast and ends with Enter) unless the visitor chose a suggestion with the arrow keys.
 */
export function ArticleNumberField({
  id,
  value,
  onChange,
  onPick,
  invalid,
  describedBy,
  autoFocus,
}: ArticleNumberFieldProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState({ index: -1, byKeyboard: false });
  const suggestions = useArticleNumberSuggestions(value, open);
  const list = useRef<HTMLUListElement>(null);

  const showList = open && suggestions.length > 0;
  const active = highlight.index < suggestions.length ? highlight.index : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (active >= 0) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setHighlight({ index: -1, byKeyboard: false });
  };

  const pick = (suggestion: string) => {
    onChange(suggestion);
    close();
    onPick?.(suggestion);
  };

  const move = (step: number) => {
    if (!showList) {
      setOpen(true);
      return;
    }
    const count = suggestions.length;
    const next = active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count;
    setHighlight({ index: next, byKeyboard: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const chosen = highlight.byKeyboard && showList ? suggestions[active] : undefined;
        if (chosen !== undefined) {
          event.preventDefault();
          pick(chosen);
        } else {
          close();
        }
        break;
      }
      case 'Escape':
        if (showList) event.preventDefault();
        close();
        break;
    }
  };

  return (
    <div className="autocomplete">
      <InputGroup
        id={id}
        size="large"
        leftIcon={<SearchIcon />}
        value={value}
        placeholder={t('search.articleNumberPlaceholder')}
        autoComplete="off"
        autoFocus={autoFocus}
        className="article-number-input"
        autoCapitalize="characters"
        spellCheck={false}
        intent={invalid ? 'danger' : 'none'}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setOpen(true);
          setHighlight({ index: -1, byKeyboard: false });
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t('search.suggestionsLabel')}
        className="autocomplete-list"
        hidden={!showList}
      >
        {showList
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'autocomplete-option is-active' : 'autocomplete-option'}
                // Keeps the focus in the field, so picking does not count as clicking outside.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                onMouseMove={() => index !== active && setHighlight({ index, byKeyboard: false })}
              >
                {suggestion}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
