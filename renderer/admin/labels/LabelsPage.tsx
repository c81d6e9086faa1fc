import { Button, Callout, Card, HTMLSelect, Label, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MAX_LABELS } from '../../../common/api/labels';
import { LANGUAGES, SUPPORTED_LANGUAGES, toLanguage } from '../../../common/languages';
import type { LabelSelection } from '../../api/admin-labels';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { isLabelLayoutId, LABEL_LAYOUT_IDS, LABEL_LAYOUTS, type LabelLayoutId } from './label-layouts';
import { LabelSheets } from './LabelSheets';
import { QrAddressCard } from './QrAddressCard';
import { ThisMachineOnlyCallout } from './ThisMachineOnlyCallout';
import { useLibraryOrigin } from '../../hooks/useLibraryOrigin';
import { labelQueries } from './queries';
import { AdminPageTitle } from '../shell/AdminPageTitle';

/**
 * /admin/labels?number=A&number=B or ?q=search: a sheet of shelf labels whose QR codes open each
 * number's instruction list. Layout and language live in the URL so a reload prints the same.
 */
export function LabelsPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const numbers = params.getAll('number');
  const selection: LabelSelection = numbers.length > 0 ? { numbers } : { search: params.get('q') ?? '' };
  const layoutParam = params.get('layout');
  const layoutId: LabelLayoutId = isLabelLayoutId(layoutParam) ? layoutParam : 'a4-3x8';
  const language = toLanguage(params.get('language') ?? i18n.language);
  const target = useLibraryOrigin();
  const labels = useQuery(labelQueries.sheet(selection));

  function choose(key: 'layout' | 'language', value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  const ready = labels.data && target;
  return (
    <div className="admin-page labels-page">
      <div className="admin-page-header labels-controls">
        <Button variant="minimal" icon="arrow-left" onClick={() => void navigate('/admin/article-numbers')}>
          {t('labels.back')}
        </Button>
        <AdminPageTitle>{t('labels.title')}</AdminPageTitle>
      </div>
      {target && !target.opensOnPhones ? <ThisMachineOnlyCallout /> : null}
      {target ? <QrAddressCard target={target} /> : null}
      <Card className="labels-controls labels-options">
        <Label>
          {t('labels.layout')}
          <HTMLSelect
            value={layoutId}
            onChange={(event) => choose('layout', event.currentTarget.value)}
            options={LABEL_LAYOUT_IDS.map((id) => ({ value: id, label: t(`labels.layouts.${id}`) }))}
          />
        </Label>
        <Label>
          {t('labels.language')}
          <HTMLSelect
            value={language}
            onChange={(event) => choose('language', event.currentTarget.value)}
            options={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGES[code].nativeName }))}
          />
        </Label>
        <span className="labels-count" role="status">
          {labels.data ? t('labels.count', { total: labels.data.labels.length }) : null}
        </span>
        <Button
          icon="print"
          intent="primary"
          disabled={!ready || labels.data.labels.length === 0}
          onClick={() => window.print()}
        >
          {t('labels.print')}
        </Button>
      </Card>
      {labels.data?.truncated ? (
        <Callout intent="warning" className="labels-controls">
          {t('labels.truncated', { max: MAX_LABELS })}
        </Callout>
      ) : null}
      {labels.isError ? (
        <NonIdealState className="labels-controls" icon="error" title={t('labels.loadFailed')} />
      ) : !ready ? (
        <Spinner />
      ) : labels.data.labels.length === 0 ? (
        <NonIdealState className="labels-controls" icon="barcode" title={t('labels.empty')} />
      ) : (
        <LabelSheets
          labels={labels.data.labels}
          layout={LABEL_LAYOUTS[layoutId]}
          language={language}
          origin={target.origin}
          qrLabel={t('labels.qrLabel')}
          hint={t('print.scanForInstructions', { ns: 'translation', lng: language })}
        />
      )}
    </div>
  );
}
