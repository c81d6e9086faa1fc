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
  /**
   * An admin's save publishes, beside Save as draft; an editor's is always a draft, so an editor gets
   * only the save, named for what it does (`submitText`).
   */
  mayPublish: boolean;
  submitText: string;
}

/**
 * The instruction form's last row: the save's note for the history, Cancel, Save as draft and, for
 * an admin, the save that publishes.
 */
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
      {props.mayPublish ? (
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
      ) : null}
      <Button
        type="submit"
        intent="primary"
        icon={props.mayPublish ? undefined : 'edit'}
        disabled={props.disabled}
        onClick={props.mayPublish ? undefined : props.onSaveDraft}
      >
        {props.submitText}
      </Button>
    </div>
  );
}
