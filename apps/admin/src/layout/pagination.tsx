import { Button } from '@atelier/ui/button';
import { useTranslation } from 'react-i18next';
import './data-table.css';

export const PAGE_SIZE = 25;

/** A list's count and the previous/next page, as the contract pages (`?page=`, 25 a page). */
export function Pagination({
  page,
  count,
  onPage,
  pageSize = PAGE_SIZE,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav className="admin-pagination" aria-label={t('list.pages')}>
      <p className="admin-pagination__count">
        {t('list.count', { count })} · {t('list.pageOf', { page, pages })}
      </p>
      <div className="admin-pagination__buttons">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('list.previous')}
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('list.next')}
        </Button>
      </div>
    </nav>
  );
}
