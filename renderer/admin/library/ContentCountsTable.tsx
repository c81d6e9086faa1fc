import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { LibraryCounts } from '../../../common/api/library-bundles';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

/** The tables a person thinks of as the library; titles, contents and index rows follow them. */
const SHOWN_TABLES = ['categories', 'instructions', 'article_numbers', 'media', 'proxy_cache'] as const;

interface ContentCountsTableProps {
  published: LibraryCounts | null;
  now: LibraryCounts;
}

/** What is in the published version and what is here now, per kind of content. */
export function ContentCountsTable({ published, now }: ContentCountsTableProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const number = new Intl.NumberFormat(i18n.language);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
  return (
    <HTMLTable className="admin-table library-counts" compact striped>
      <thead>
        <tr>
          <th>{t('library.counts.kind')}</th>
          <th className="number-column">{t('library.counts.published')}</th>
          <th className="number-column">{t('library.counts.now')}</th>
          <th className="number-column">{t('library.counts.difference')}</th>
        </tr>
      </thead>
      <tbody>
        {SHOWN_TABLES.map((table) => {
          const before = published?.[table];
          const after = now[table] ?? 0;
          return (
            <tr key={table} data-testid={`count-${table}`}>
              <td>{t(`library.counts.${table}`)}</td>
              <td className="number-column">{before === undefined ? '–' : number.format(before)}</td>
              <td className="number-column">{number.format(after)}</td>
              <td className="number-column">{signed.format(after - (before ?? 0))}</td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
