import { useId, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { AccessibilityIcon } from './AccessibilityIcon';
import { AccessibilityPanel } from './AccessibilityPanel';
import { focusFirstChoice, keepTabInside } from './dialog-focus';
import './accessibility.css';
import './high-contrast.css';

/**
 * The header's Accessibility button and its panel, a modal `<dialog>`: the focus starts on the chosen
 * text size and Tab cycles through the panel's controls, Escape closes it, and the focus returns to
 * the button afterwards. The dialog lives in the body: a modal dialog moved in the document closes,
 * and choosing the low-reach layout moves the header.
 */
export function AccessibilityButton() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="accessibility-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          const panel = dialog.current;
          if (!panel) return;
          // The panel's controls are drawn first, so the focus can start on the text size.
          flushSync(() => setOpen(true));
          panel.showModal();
          focusFirstChoice(panel);
        }}
      >
        <AccessibilityIcon />
        <span>{t('a11y.button')}</span>
      </button>
      {createPortal(
        <dialog
          ref={dialog}
          className="accessibility-panel"
          aria-labelledby={titleId}
          // The close event comes a moment after Escape: the panel may be open again by then.
          onClose={() => setOpen(dialog.current?.open ?? false)}
          onKeyDown={keepTabInside}
          // A tap on the dimmed page around the panel closes it, as people expect of a sheet.
          onClick={(event) => {
            if (event.target === event.currentTarget) dialog.current?.close();
          }}
        >
          {open ? <AccessibilityPanel titleId={titleId} /> : null}
          <button type="button" className="accessibility-panel-close" onClick={() => dialog.current?.close()}>
            {t('a11y.close')}
          </button>
        </dialog>,
        document.body,
      )}
    </>
  );
}
