import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TranslationCell } from '../../../common/api/translations';
import { LANGUAGES, type Language } from '../../../common/languages';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { STATE_STYLE } from './translation-state-style';

/** One cell of the matrix: its state, a link to the form on that language's tab. */
export function CoverageCell({
  instructionId,
  language,
  cell,
}: {
  instructionId: number;
  language: Language;
  cell: TranslationCell;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { intent, glyph } = STATE_STYLE[cell.state];
  const label = t(`translations.states.${cell.state}`);
  return (
    <td className="coverage-cell" data-state={cell.state}>
      <Link
        to={`/admin/instructions/${instructionId}?language=${language}`}
        aria-label={`${LANGUAGES[language].nativeName}: ${label}`}
        title={`${LANGUAGES[language].nativeName}: ${label}`}
      >
        <Tag intent={intent} minimal={cell.state !== 'up_to_date'} className="coverage-glyph">
          {glyph}
        </Tag>
      </Link>
    </td>
  );
}
