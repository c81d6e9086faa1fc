import { useEffect, useRef } from 'react';
import { Button, Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../common/api/categories';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import type { InstructionFormState } from './instruction-form-state';
import { showToast } from '../shell/toaster';
import { unsavedFields } from './unsaved-fields';

/** A save refused because another admin saved first. */
export interface EditConflict {
  /** The form as this admin had it when the save was refused. */
  typed: InstructionFormState;
  /** The version this admin's edit started from: a field differing from it was changed by this admin. */
  base: InstructionFormState;
  /** Raised on every refused save, so the callout comes into view again each time. */
  refusals: number;
  /** Whether the latest version has been loaded into the form. */
  loaded: boolean;
}

/**
 * Another admin saved first. Until the latest version is loaded the form still holds the typed work;
 * after that every field this admin had changed stays here to copy or put back, until dismissed.
 * The callout scrolls into view and takes the focus, wherever the admin pressed Save.
 */
export function EditConflictCallout(props: {
  conflict: EditConflict;
  categories: Category[];
  onLoadLatest: () => void;
  onRestore: (restore: (form: InstructionFormState) => InstructionFormState) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { conflict, categories } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'start' });
    box.current?.focus({ preventScroll: true });
  }, [conflict.refusals, conflict.loaded]);

  const fields = conflict.loaded ? unsavedFields(conflict.typed, conflict.base, categories, t) : [];

  function copy(text: string) {
    void navigator.clipboard.writeText(text).then(() => showToast({ title: t('instructionEditing.copied') }));
  }

  return (
    <div ref={box} tabIndex={-1} className="edit-conflict">
      <Callout intent="warning">
        <p className="admin-callout-title">
          {t(conflict.loaded ? 'instructionEditing.unsavedTitle' : 'conflict.title')}
        </p>
        {conflict.loaded ? (
          <>
            <p>
              {t(fields.length > 0 ? 'instructionEditing.unsavedText' : 'instructionEditing.nothingChanged')}
            </p>
            {fields.map((field) => (
              <FormGroup key={field.id} label={field.label} labelFor={`conflict-typed-${field.id}`}>
                <div className="edit-conflict-field">
                  {field.multiline ? (
                    <TextArea id={`conflict-typed-${field.id}`} fill readOnly value={field.text} />
                  ) : (
                    <InputGroup id={`conflict-typed-${field.id}`} fill readOnly value={field.text} />
                  )}
                  <div className="edit-conflict-field-actions">
                    <Button icon="duplicate" onClick={() => copy(field.text)}>
                      {t('instructionEditing.copy')}
                    </Button>
                    <Button icon="undo" onClick={() => props.onRestore(field.restore)}>
                      {t('instructionEditing.useMine')}
                    </Button>
                  </div>
                </div>
              </FormGroup>
            ))}
            <Button onClick={props.onDismiss}>{t('instructionEditing.dismiss')}</Button>
          </>
        ) : (
          <>
            <p>{t('conflict.text')}</p>
            <Button intent="primary" onClick={props.onLoadLatest}>
              {t('conflict.loadLatest')}
            </Button>
          </>
        )}
      </Callout>
    </div>
  );
}
