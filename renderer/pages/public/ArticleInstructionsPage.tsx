import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../../../common/languages';
import { LanguageSelect } from '../../components/LanguageSelect';
import { NewSearchButton } from '../../components/NewSearchButton';
import { PublicLayout } from '../../components/PublicLayout';
import { changeLanguage } from '../../i18n/setup';
import { normaliseArticleNumber } from '../../../common/article-number-rules';
import { InstructionListView } from './InstructionListView';
import { InstructionView } from './InstructionView';
import { instructionPath, instructionsPath } from '../../paths';

/** `/instructions/{n}` without a language opens the default language. */
export function ArticleInstructionsDefaultLanguage() {
  const articleNumber = normaliseArticleNumber(useParams().articleNumber ?? '');
  return <Navigate replace to={articleNumber ? instructionsPath(articleNumber, DEFAULT_LANGUAGE) : '/'} />;
}

/** `/instructions/{n}/{lang}` lists an article's instructions; with an instruction number it shows one. */
export function ArticleInstructionsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const articleNumber = normaliseArticleNumber(params.articleNumber ?? '');
  const language = toLanguage(params.language);
  const instructionNumber = params.instructionNumber;

  useEffect(() => changeLanguage(language), [language]);

  const pathIn = (lang: Language) =>
    instructionNumber
      ? instructionPath(articleNumber, lang, instructionNumber)
      : instructionsPath(articleNumber, lang);

  if (!articleNumber) return <Navigate replace to="/" />;
  // The address always shows the number as the page does (upper-case, trimmed) and a language we ship.
  if (params.language !== language || params.articleNumber !== articleNumber) {
    return <Navigate replace to={`${pathIn(language)}${search}`} />;
  }

  return (
    <PublicLayout
      headerActions={
        <>
          <NewSearchButton />
          <LanguageSelect value={language} onChange={(next) => void navigate(`${pathIn(next)}${search}`)} />
        </>
      }
    >
      {instructionNumber ? (
        <InstructionView
          articleNumber={articleNumber}
          language={language}
          instructionNumber={instructionNumber}
        />
      ) : (
        // No key per product: the next scan's list updates this one, keeping the cards both share.
        <InstructionListView articleNumber={articleNumber} language={language} />
      )}
    </PublicLayout>
  );
}
