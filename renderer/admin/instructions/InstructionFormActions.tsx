import { Button, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

interface InstructionFormActionsProps {
  note: string;
  onNoteChange: (note: string) => void;
  onCancel: () => void;
  /** Called just before the form is submitted by "Save as draft". */
  onSaveDraft: () => void;
  disabled: boolean;
  readOnly: boolean;
  submitText: string;
}

/** The instruction form's last row: the save's note for the history, Cancel, Save as draft and Save. */
export function InstructionFormActions(props: InstructionFormActionsProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className="form-actions">
      <InputGroup
        className="save-note"
        aria-label={t('drafts.note')}
        placeholder={t('drafts.note')}
        value={props.note}
        disabled={props.readOnly}
        onValueChange={props.onNoteChange}
      />
      <Button onClick={props.onCancel}>{t('common.cancel')}</Button>
      <Button
        icon="edit"
        disabled={props.disabled}
        onClick={(event) => {
          // Not the form's default button: Enter in a field keeps saving as before.
          props.onSaveDraft();
          event.currentTarget.closest('form')?.requestSubmit();
        }}
      >
        {t('drafts.saveDraft')}
      </Button>
      <Button type="submit" intent="primary" disabled={props.disabled}>
        {props.submitText}
      </Button>
    </div>
  );
}
