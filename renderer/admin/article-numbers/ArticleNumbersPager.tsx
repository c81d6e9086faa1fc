import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

/**
 * "51–100 of 1,234" with previous and next; nothing while the list is empty. Shown above and below
 * the table, so the next page is at hand after reading down 50 rows.
 */
export function ArticleNumbersPager(props: {
  offset: number;
  pageSize: number;
  total: number;
  placement: 'top' | 'bottom';
  onOffsetChange: (offset: number) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { offset, pageSize, total, placement, onOffsetChange } = props;
  if (total === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className={`article-number-pager article-number-pager-${placement}`}>
      <span data-testid={placement === 'top' ? 'article-numbers-range' : 'article-numbers-range-bottom'}>
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
        onClick={() => {
          onOffsetChange(Math.max(0, offset - pageSize));
          if (placement === 'bottom') window.scrollTo({ top: 0 });
        }}
      />
      <Button
        icon="chevron-right"
        variant="minimal"
        aria-label={t('articleNumbers.nextPage')}
        title={t('articleNumbers.nextPage')}
        disabled={offset + pageSize >= total}
        onClick={() => {
          onOffsetChange(offset + pageSize);
          if (placement === 'bottom') window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
