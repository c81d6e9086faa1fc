import type { MouseEvent } from 'react';
import { AnchorButton, Button, Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../common/api/categories';
import type { ArticleNumberGroup } from '../../../common/api/article-numbers';
import type { LabelSelection } from '../../api/admin-labels';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { TableScroll } from '../shell/TableScroll';
import { toLanguage } from '../../../common/languages';
import { categoryName } from '../categories/category-name';
import { kioskPreviewPath } from '../instructions/history/preview-paths';
import { SkeletonRows } from '../shell/Skeletons';
import { labelsHref } from './labels-link';
import type { PickedNumbers } from './use-picked-numbers';

/** One page of article numbers with their categories, a tick box each and the row actions. */
export function ArticleNumbersTable(props: {
  /** undefined while the first page loads. */
  items: ArticleNumberGroup[] | undefined;
  search: string;
  categories: Category[];
  picking: PickedNumbers;
  readOnly: boolean;
  followLabels: (selection: LabelSelection) => (event: MouseEvent) => void;
  onEdit: (group: ArticleNumberGroup) => void;
  onDelete: (group: ArticleNumberGroup) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { items, search, categories, picking, readOnly, followLabels } = props;
  const pageNumbers = items?.map((group) => group.number) ?? [];
  const pickedOnPage = pageNumbers.filter((value) => picking.picked.has(value)).length;
  return (
    <TableScroll>
      <HTMLTable className="admin-table" striped>
        <thead>
          <tr>
            <th className="pick-column">
              <Checkbox
                className="pick-checkbox"
                aria-label={t('articleNumbers.picked.selectPage')}
                title={t('articleNumbers.picked.selectPage')}
                disabled={pageNumbers.length === 0}
                checked={pageNumbers.length > 0 && pickedOnPage === pageNumbers.length}
                indeterminate={pickedOnPage > 0 && pickedOnPage < pageNumbers.length}
                onChange={() => picking.setAll(pageNumbers, pickedOnPage < pageNumbers.length)}
              />
            </th>
            <th className="article-number">{t('articleNumbers.number')}</th>
            <th>{t('articleNumbers.categories')}</th>
            <th className="actions-column">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody data-testid="article-numbers-rows">
          {items === undefined ? <SkeletonRows columns={4} /> : null}
          {items !== undefined && items.length === 0 ? (
            <tr>
              <td colSpan={4} className="empty-state">
                {search.length > 0 ? (
                  t('articleNumbers.noMatch', { search })
                ) : (
                  <>
                    <strong>{t('articleNumbers.empty')}</strong>
                    <div>{t('articleNumbers.emptyHint')}</div>
                    {readOnly ? null : <div className="empty-state-more">{t('articleNumbers.csvHint')}</div>}
                  </>
                )}
              </td>
            </tr>
          ) : null}
          {items?.map((group) => (
            <tr key={group.number} className={picking.picked.has(group.number) ? 'picked-row' : undefined}>
              <td className="pick-column">
                <Checkbox
                  className="pick-checkbox"
                  aria-label={t('articleNumbers.picked.selectOne', { number: group.number })}
                  checked={picking.picked.has(group.number)}
                  onChange={() => picking.toggle(group.number)}
                />
              </td>
              <td className="article-number">{group.number}</td>
              <td>
                <div className="category-badges">
                  {group.categoryIds.map((id) => (
                    <Tag key={id} minimal intent="primary">
                      {categoryName(categories, id) ?? t('common.unknown')}
                    </Tag>
                  ))}
                </div>
              </td>
              <td className="actions-column">
                <AnchorButton
                  variant="minimal"
                  icon="print"
                  title={t('articleNumbers.printLabel')}
                  aria-label={t('articleNumbers.printLabel')}
                  href={labelsHref({ numbers: [group.number] })}
                  onClick={followLabels({ numbers: [group.number] })}
                />
                <AnchorButton
                  variant="minimal"
                  icon="eye-open"
                  title={t('articleNumbers.previewKiosk')}
                  aria-label={t('articleNumbers.previewKiosk')}
                  href={kioskPreviewPath(group.number, toLanguage(i18n.language))}
                  target="_blank"
                  rel="noopener"
                />
                <Button
                  variant="minimal"
                  icon="edit"
                  disabled={readOnly}
                  title={t('articleNumbers.editCategories')}
                  aria-label={t('articleNumbers.editCategories')}
                  onClick={() => props.onEdit(group)}
                />
                <Button
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  disabled={readOnly}
                  title={t('articleNumbers.deleteSku')}
                  aria-label={t('articleNumbers.deleteSku')}
                  onClick={() => props.onDelete(group)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </TableScroll>
  );
}
