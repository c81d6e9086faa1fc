import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { toLanguage, type Language } from '../../../common/languages';
import { LanguageSelect } from '../../components/LanguageSelect';
import { PublicLayout } from '../../components/PublicLayout';
import { changeLanguage } from '../../i18n/setup';
import { InstructionListView } from './InstructionListView';
import { InstructionView } from './InstructionView';
import { instructionPath, instructionsPath } from './paths';

/** `/instructions/{n}/{lang}` lists an article's instructions; with an instruction number it shows one. */
export function InstructionsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const articleNumber = params.articleNumber ?? '';
  const language = toLanguage(params.language);
  const instructionNumber = params.instructionNumber;

  useEffect(() => changeLanguage(language), [language]);

  const pathIn = (lang: Language) =>
    instructionNumber
      ? instructionPath(articleNumber, lang, instructionNumber)
      : instructionsPath(articleNumber, lang);

  // A language we do not ship falls back to the default, and the address says so.
  if (params.language !== language) return <Navigate replace to={pathIn(language)} />;

  return (
    <PublicLayout
      headerActions={<LanguageSelect value={language} onChange={(next) => navigate(pathIn(next))} />}
    >
      {instructionNumber ? (
        <InstructionView
          articleNumber={articleNumber}
          language={language}
          instructionNumber={instructionNumber}
        />
      ) : (
        <InstructionListView key={articleNumber} articleNumber={articleNumber} language={language} />
      )}
    </PublicLayout>
  );
}
