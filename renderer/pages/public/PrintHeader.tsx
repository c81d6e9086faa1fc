import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../common/languages';
import { QrCode } from '../../components/QrCode';
import { useLibraryOrigin } from '../../hooks/useLibraryOrigin';
import { instructionPath } from '../../paths';

export interface PrintHeaderProps {
  articleNumber: string;
  language: Language;
  instructionNumber: string;
}

/** Only on paper: what the sheet is, when it was printed, and a QR code back to the live instruction. */
export function PrintHeader({ articleNumber, language, instructionNumber }: PrintHeaderProps) {
  const { t, i18n } = useTranslation();
  const target = useLibraryOrigin();
  const printedOn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date());
  const url = target && `${target.origin}${instructionPath(articleNumber, language, instructionNumber)}`;
  return (
    <div className="print-header" data-testid="print-header">
      <dl className="print-facts">
        <div>
          <dt>{t('print.articleNumber')}</dt>
          <dd>{articleNumber.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t('print.instructionNumber')}</dt>
          <dd>{instructionNumber}</dd>
        </div>
        <div>
          <dt>{t('print.language')}</dt>
          <dd>{LANGUAGES[language].nativeName}</dd>
        </div>
        <div>
          <dt>{t('print.printedOn')}</dt>
          <dd>{printedOn}</dd>
        </div>
      </dl>
      {url ? (
        <figure className="print-qr">
          <QrCode text={url} size={96} label={t('print.qrLabel')} onlyForPrint />
          <figcaption>{t('print.qrCaption')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
