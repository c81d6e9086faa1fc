import './translations.css';
import { useEffect, useState } from 'react';
import {
  AnchorButton,
  Button,
  Card,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Label,
  NonIdealState,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COVERAGE_PAGE_SIZE,
  TRANSLATION_STATES,
  type CoverageQueryInput,
  type TranslationState,
} from '../../../common/api/translations';
import { INSTRUCTION_TYPES, type InstructionType } from '../../../common/instruction-types';
import { LANGUAGES, SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';
import { translationCoverageCsvUrl } from '../../api/admin-translations';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useCategoriesQuery } from '../categories/queries';
import { SkeletonRows } from '../shell/Skeletons';
import { CoverageCell } from './CoverageCell';
import { CoverageSummary } from './CoverageSummary';
import { useTranslationCoverage } from './queries';
import { categoryName } from '../categories/category-name';
import { AdminPageTitle } from '../shell/AdminPageTitle';

/** Typing settles for this long before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

interface Filters {
  category: string;
  type: InstructionType | '';
  state: TranslationState | '';
  language: Language | '';
}

const NO_FILTERS: Filters = { category: '', type: '', state: '', language: '' };

/** The matrix instructions × languages, paged on the server so 10,000 instructions stay quick. */
export function TranslationsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data: categories = [] } = useCategoriesQuery();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const query: CoverageQueryInput = {
    ...(filters.category
      ? { category: filters.category === 'universal' ? 'universal' : Number(filters.category) }
      : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(q ? { q } : {}),
    offset,
    limit: DEFAULT_COVERAGE_PAGE_SIZE,
  };
  const coverage = useTranslationCoverage(query);
  const data = coverage.data;
  const columns: readonly Language[] = filters.language ? [filters.language] : SUPPORTED_LANGUAGES;

  function setFilter<K extends keyof Filters>(key: K, value: Filters[K]) {
    setFilters((current) => ({ ...current, [key]: value }));
    setOffset(0);
  }

  // An empty library has nothing to count: "0 %" in every language would read as a failure.
  const nothingYet = data?.total === 0 && !Object.values(filters).some(Boolean) && q === '';
  const pageEnd = data ? Math.min(data.offset + data.rows.length, data.matching) : 0;

  return (
    <div className="admin-page translations-page">
      <div className="admin-page-header">
        <AdminPageTitle>{t('translations.title')}</AdminPageTitle>
        <AnchorButton icon="download" href={translationCoverageCsvUrl(query)} download>
          {t('translations.exportCsv')}
        </AnchorButton>
      </div>
      {data && data.total > 0 ? <CoverageSummary languages={data.languages} /> : null}
      {nothingYet ? (
        <NonIdealState
          className="coverage-nothing-yet"
          icon="translate"
          title={t('translations.nothingYet')}
          description={t('translations.nothingYetHelp')}
        />
      ) : (
        <>
          <Card className="coverage-filters">
            <Label>
              {t('translations.filterCategory')}
              <HTMLSelect
                id="coverage-category"
                value={filters.category}
                onChange={(event) => setFilter('category', event.currentTarget.value)}
                options={[
                  { value: '', label: t('translations.all') },
                  { value: 'universal', label: t('instructions.universal') },
                  ...categories.map((category) => ({ value: String(category.id), label: category.name })),
                ]}
              />
            </Label>
            <Label>
              {t('translations.filterType')}
              <HTMLSelect
                id="coverage-type"
                value={filters.type}
                onChange={(event) => setFilter('type', event.currentTarget.value as Filters['type'])}
                options={[
                  { value: '', label: t('translations.all') },
                  ...INSTRUCTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
                ]}
              />
            </Label>
            <Label>
              {t('translations.filterState')}
              <HTMLSelect
                id="coverage-state"
                value={filters.state}
                onChange={(event) => setFilter('state', event.currentTarget.value as Filters['state'])}
                options={[
                  { value: '', label: t('translations.all') },
                  ...TRANSLATION_STATES.map((state) => ({
                    value: state,
                    label: t(`translations.states.${state}`),
                  })),
                ]}
              />
            </Label>
            <Label>
              {t('translations.filterLanguage')}
              <HTMLSelect
                id="coverage-language"
                value={filters.language}
                onChange={(event) => setFilter('language', event.currentTarget.value as Filters['language'])}
                options={[
                  { value: '', label: t('translations.allLanguages') },
                  ...SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGES[code].nativeName })),
                ]}
              />
            </Label>
            <Label>
              {t('translations.search')}
              <InputGroup
                id="coverage-search"
                type="search"
                leftIcon="search"
                value={search}
                placeholder={t('translations.searchPlaceholder')}
                onValueChange={setSearch}
              />
            </Label>
          </Card>
          <Card className="coverage-table-card">
            <HTMLTable className="admin-table coverage-table" compact striped>
              <thead>
                <tr>
                  <th>{t('translations.columnInstruction')}</th>
                  <th>{t('translations.columnCategory')}</th>
                  <th>{t('translations.columnSource')}</th>
                  {columns.map((language) => (
                    <th key={language} title={LANGUAGES[language].nativeName}>
                      {LANGUAGES[language].flag} {LANGUAGES[language].shortCode}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {!data ? <SkeletonRows columns={columns.length + 3} /> : null}
                {data?.rows.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length + 3} className="empty-state">
                      {t('translations.empty')}
                    </td>
                  </tr>
                ) : null}
                {data?.rows.map((row) => (
                  <tr key={row.id}>
                    <td className="coverage-instruction">
                      <span className="coverage-number">{row.instructionNumber}</span>
                      <span className="coverage-title">{row.title}</span>
                    </td>
                    <td>
                      {row.isUniversal
                        ? t('instructions.universal')
                        : (categoryName(categories, row.categoryId) ?? t('common.unknown'))}
                    </td>
                    <td>{LANGUAGES[row.sourceLanguage].shortCode}</td>
                    {columns.map((language) => (
                      <CoverageCell
                        key={language}
                        instructionId={row.id}
                        language={language}
                        cell={row.cells[language]}
                      />
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            {data && data.matching > 0 ? (
              <div className="coverage-pager">
                <Button
                  icon="chevron-left"
                  disabled={data.offset === 0}
                  onClick={() => setOffset(Math.max(0, data.offset - DEFAULT_COVERAGE_PAGE_SIZE))}
                >
                  {t('translations.previous')}
                </Button>
                <span role="status">
                  {t('translations.range', { from: data.offset + 1, to: pageEnd, total: data.matching })}
                </span>
                <Button
                  endIcon="chevron-right"
                  disabled={pageEnd >= data.matching}
                  onClick={() => setOffset(data.offset + DEFAULT_COVERAGE_PAGE_SIZE)}
                >
                  {t('translations.next')}
                </Button>
              </div>
            ) : null}
          </Card>
        </>
      )}
    </div>
  );
}
