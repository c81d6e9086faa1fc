import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';

/**
 * Another admin saved first. `typed` is what this admin had written in the shown language, kept
 * readable after the latest version was loaded; null while the form still holds it.
 */
export function EditConflictCallout(props: { typed: string | null; onLoadLatest: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Callout intent="warning" className="edit-conflict" title={t('conflict.title')}>
      <p>{t('conflict.text')}</p>
      <Button intent="primary" onClick={props.onLoadLatest}>
        {t('conflict.loadLatest')}
      </Button>
      {props.typed !== null ? (
        <FormGroup label={t('conflict.yourText')} labelFor="conflict-your-text">
          <TextArea id="conflict-your-text" fill readOnly value={props.typed} />
        </FormGroup>
      ) : null}
    </Callout>
  );
}
