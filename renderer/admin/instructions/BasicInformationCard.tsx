import { Card, Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../common/api/categories';
import { INSTRUCTION_TYPES, type InstructionType } from '../../../common/instruction-types';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import type { InstructionFormState } from './instruction-form-state';
import type { InstructionFormErrors } from './instruction-form-validation';

/** The instruction form's first card: title, type, category or universal with its exclusions. */
export function BasicInformationCard(props: {
  form: InstructionFormState;
  errors: InstructionFormErrors;
  categories: Category[];
  categoriesLoaded: boolean;
  /** The skeleton class while the instruction loads, else empty. */
  skeleton: string;
  /** On a follower: the fields show the hub's content and cannot be changed. */
  readOnly: boolean;
  onChange: <K extends keyof InstructionFormState>(key: K, value: InstructionFormState[K]) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { form, errors, categories, categoriesLoaded, skeleton, readOnly, onChange } = props;
  return (
    <Card className="form-card">
      <H2 className="admin-card-title">{t('form.basicInformation')}</H2>
      <FormGroup
        label={t('form.title')}
        labelFor="instruction-title"
        className={skeleton}
        intent={errors.title ? 'danger' : 'none'}
        helperText={errors.title?.text}
      >
        <InputGroup
          id="instruction-title"
          value={form.title}
          disabled={readOnly}
          intent={errors.title ? 'danger' : 'none'}
          onValueChange={(value) => onChange('title', value)}
        />
      </FormGroup>
      <FormGroup label={t('form.type')} labelFor="instruction-type" className={skeleton}>
        <HTMLSelect
          id="instruction-type"
          disabled={readOnly}
          value={form.type}
          onChange={(event) => onChange('type', event.currentTarget.value as InstructionType)}
          options={INSTRUCTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      </FormGroup>
      <FormGroup
        label={t('form.category')}
        labelFor="instruction-category"
        className={skeleton}
        disabled={form.isUniversal}
        intent={errors.category ? 'danger' : 'none'}
        helperText={
          errors.category ? errors.category.text : form.isUniversal ? t('form.categoryNotUsed') : undefined
        }
      >
        {categoriesLoaded && categories.length === 0 ? (
          <p className="empty-state" id="instruction-category">
            {t('form.noCategories')}
          </p>
        ) : (
          <HTMLSelect
            id="instruction-category"
            disabled={readOnly || form.isUniversal}
            value={form.isUniversal ? '' : form.categoryId}
            onChange={(event) => onChange('categoryId', event.currentTarget.value)}
            options={[
              {
                value: '',
                label: t(form.isUniversal ? 'form.noCategoryUniversal' : 'form.selectCategory'),
              },
              ...categories.map((category) => ({ value: String(category.id), label: category.name })),
            ]}
          />
        )}
      </FormGroup>
      <FormGroup label={t('form.universalSettings')} className={skeleton}>
        <Checkbox
          checked={form.isUniversal}
          disabled={readOnly}
          onChange={(event) => onChange('isUniversal', event.currentTarget.checked)}
          labelElement={
            <>
              <strong>{t('form.universal')}</strong>
              <span className="form-help">{t('form.universalHelp')}</span>
            </>
          }
        />
      </FormGroup>
      {form.isUniversal ? (
        <FormGroup
          label={t('form.excludePatterns')}
          labelFor="instruction-exclude"
          intent={errors.excludePatterns ? 'danger' : 'none'}
          helperText={errors.excludePatterns?.text ?? t('form.excludePatternsHelp')}
        >
          <TextArea
            id="instruction-exclude"
            fill
            intent={errors.excludePatterns ? 'danger' : 'none'}
            value={form.excludePatterns}
            disabled={readOnly}
            onChange={(event) => onChange('excludePatterns', event.currentTarget.value)}
            placeholder={t('form.excludePatternsPlaceholder')}
          />
        </FormGroup>
      ) : null}
    </Card>
  );
}
