import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';

/** "51–100 of 1,234" with previous and next; nothing while the list is empty. */
export function ArticleNumbersPager(props: {
  offset: number;
  pageSize: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { offset, pageSize, total, onOffsetChange } = props;
  if (total === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="article-number-pager">
      <span data-testid="article-numbers-range">
        {t('articleNumbers.range', {
          from: number.format(offset + 1),
          to: number.format(Math.min(offset + pageSize, total)),
          total: number.format(total),
        })}
      </span>
      <Button
        icon="chevron-left"
        variant="minimal"
        aria-label={t('articleNumbers.previousPage')}
        title={t('articleNumbers.previousPage')}
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
      />
      <Button
        icon="chevron-right"
        variant="minimal"
        aria-label={t('articleNumbers.nextPage')}
        title={t('articleNumbers.nextPage')}
        disabled={offset + pageSize >= total}
        onClick={() => onOffsetChange(offset + pageSize)}
      />
    </div>
  );
}
