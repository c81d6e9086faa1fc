import type { MouseEvent } from 'react';
import { AnchorButton, Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { MAX_LABELS } from '../../../common/api/labels';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

interface PickedNumbersBarProps {
  count: number;
  /** Where the label sheet for the picked numbers lives; a real href so it can open in a new tab. */
  labelsHref: string;
  onPrint: (event: MouseEvent) => void;
  onClear: () => void;
}

/** Shown while numbers are ticked: how many, print their labels, or drop the selection. */
export function PickedNumbersBar({ count, labelsHref, onPrint, onClear }: PickedNumbersBarProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (count === 0) return null;
  const tooMany = count > MAX_LABELS;
  return (
    <Callout intent="primary" icon={null} className="picked-numbers-bar" data-testid="picked-numbers-bar">
      <span role="status">{t('articleNumbers.picked.count', { count })}</span>
      <AnchorButton icon="print" intent="primary" href={labelsHref} disabled={tooMany} onClick={onPrint}>
        {t('articleNumbers.picked.print', { count })}
      </AnchorButton>
      <Button variant="minimal" icon="cross" onClick={onClear}>
        {t('articleNumbers.picked.clear')}
      </Button>
      {tooMany ? <span>{t('articleNumbers.picked.tooMany', { max: MAX_LABELS })}</span> : null}
    </Callout>
  );
}
