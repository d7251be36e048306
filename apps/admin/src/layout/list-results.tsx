import { Button } from '@atelier/ui/button';
import { EmptyState } from '@atelier/ui/empty-state';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from './pagination';
import { LoadFailed, Loading } from './states';

/**
 * A list's page as a table, and every state before it: loading, a failure with "Try again", empty
 * (with "Clear" when filters emptied it), then the rows, scrollable in their own box on a phone,
 * and the pager. The screen gives the column names and the rows.
 */
export function ListResults<Row>({
  list,
  caption,
  columns,
  empty,
  page,
  onPage,
  onClear,
  tableClassName,
  children,
}: {
  list: UseQueryResult<{ results: Row[]; count: number }>;
  caption: string;
  columns: readonly string[];
  empty: { title: string; text: string };
  page: number;
  onPage: (page: number) => void;
  /** Given while filters emptied the list: the empty state offers "Clear". */
  onClear?: () => void;
  tableClassName?: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.results.length === 0) {
    return (
      <EmptyState
        title={empty.title}
        action={
          onClear ? (
            <Button variant="secondary" onClick={onClear}>
              {t('list.clear')}
            </Button>
          ) : undefined
        }
      >
        <p>{empty.text}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
        <table className={tableClassName ? `admin-table ${tableClassName}` : 'admin-table'}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children(list.data.results)}</tbody>
        </table>
      </div>
      <Pagination page={page} count={list.data.count} onPage={onPage} />
    </>
  );
}
