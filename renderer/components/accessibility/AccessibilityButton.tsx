import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { AccessibilityIcon } from './AccessibilityIcon';
import { AccessibilityPanel } from './AccessibilityPanel';
import './accessibility.css';
import './high-contrast.css';

/**
 * The header's Accessibility button and its panel, a modal `<dialog>`: the browser keeps the focus
 * inside while it is open, Escape closes it, and the focus returns to the button afterwards. The
 * dialog lives in the body: a modal dialog moved in the document closes, and choosing the low-reach
 * layout moves the header.
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
          dialog.current?.showModal();
          setOpen(true);
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
          onClose={() => setOpen(false)}
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
