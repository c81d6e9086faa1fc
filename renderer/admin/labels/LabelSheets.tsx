import './labels.css';
import type { CSSProperties } from 'react';
import type { ArticleLabel } from '../../../common/api/labels';
import type { Language } from '../../../common/languages';
import { instructionsPath } from '../../paths';
import { QrCode } from '../../components/QrCode';
import { sheetsOf, type LabelLayout } from './label-layouts';

const MM_TO_CSS_PX = 96 / 25.4;

interface LabelSheetsProps {
  labels: ArticleLabel[];
  layout: LabelLayout;
  language: Language;
  /** The library's address the QR codes open. */
  origin: string;
  qrLabel: string;
  /** What the code is for, in the labels' language: a bare code gets no scan. */
  hint: string;
}

/** The pages exactly as printed: millimetre geometry, one page per sheet of label stock. */
export function LabelSheets({ labels, layout, language, origin, qrLabel, hint }: LabelSheetsProps) {
  const qrSize = Math.round((layout.labelHeight - 6) * MM_TO_CSS_PX);
  const sheetStyle: CSSProperties = {
    width: `${layout.pageWidth}mm`,
    height: `${layout.pageHeight}mm`,
    paddingTop: `${layout.marginTop}mm`,
    paddingLeft: `${layout.marginLeft}mm`,
    gridTemplateColumns: `repeat(${layout.columns}, ${layout.labelWidth}mm)`,
    gridAutoRows: `${layout.labelHeight}mm`,
    columnGap: `${layout.columnGap}mm`,
    rowGap: `${layout.rowGap}mm`,
  };
  return (
    <div className="label-sheets" data-layout={layout.id}>
      {/* Sets the paper of the browser's print dialog to the label stock. */}
      <style>{`@media print { @page { size: ${layout.pageWidth}mm ${layout.pageHeight}mm; margin: 0; } }`}</style>
      {sheetsOf(labels, layout).map((sheet, index) => (
        <div key={index} className="label-sheet" style={sheetStyle}>
          {sheet.map((label) => (
            <div key={label.number} className="shelf-label" data-number={label.number}>
              <div className="shelf-label-text">
                <div className="shelf-label-number">{label.number}</div>
                <div className="shelf-label-categories">{label.categories.join(' · ')}</div>
                <div className="shelf-label-hint">{hint}</div>
              </div>
              <QrCode
                className="shelf-label-qr"
                text={`${origin}${instructionsPath(label.number, language)}`}
                size={qrSize}
                label={qrLabel}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
