import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toLanguage } from '../../../common/languages';
import { LanguageSelect } from '../../components/LanguageSelect';
import { NewSearchButton } from '../../components/NewSearchButton';
import { PublicLayout } from '../../components/PublicLayout';
import { changeLanguage } from '../../i18n/setup';
import { InstructionView } from './InstructionView';
import { manualPath, SEARCH_TEXT_PARAM, searchResultsPath } from '../../search-paths';

/** `/manual/{instructionNumber}/{lang}`: one instruction without an article number, opened from the word search. */
export function ManualPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const instructionNumber = params.instructionNumber ?? '';
  const language = toLanguage(params.language);
  const query = searchParams.get(SEARCH_TEXT_PARAM) ?? '';

  useEffect(() => changeLanguage(language), [language]);

  if (!instructionNumber) return <Navigate replace to="/" />;
  if (params.language !== language)
    return <Navigate replace to={manualPath(instructionNumber, language, query)} />;

  return (
    <PublicLayout
      headerActions={
        <>
          <NewSearchButton />
          <LanguageSelect
            value={language}
            onChange={(next) => void navigate(manualPath(instructionNumber, next, query), { replace: true })}
          />
        </>
      }
    >
      <InstructionView
        language={language}
        instructionNumber={instructionNumber}
        back={
          query.trim()
            ? { to: searchResultsPath(query, language), label: t('searchResults.back') }
            : { to: '/', label: t('nav.newSearch') }
        }
        pathIn={(next) => manualPath(instructionNumber, next, query)}
      />
    </PublicLayout>
  );
}
