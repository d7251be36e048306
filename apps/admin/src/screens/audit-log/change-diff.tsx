import { useTranslation } from 'react-i18next';

type Fields = Record<string, unknown> | null;

/** A field's value as staff read it: text as it is, anything else as JSON; missing as "(none)". */
function shown(value: unknown, none: string): string {
  if (value === undefined || value === null) return none;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * An audit entry's before → after, one row per changed field (the server records only the changed
 * fields, and never a secret). The arrow turns with the reading direction; the words "Before" and
 * "After" are there for screen readers.
 */
export function ChangeDiff({ before, after }: { before: Fields; after: Fields }) {
  const { t } = useTranslation();
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <span className="admin-diff__none">{t('audit.unchanged')}</span>;
  const none = t('audit.nothing');
  return (
    <dl className="admin-diff">
      {fields.map((field) => (
        <div key={field} className="admin-diff__row">
          <dt>
            <code>{field}</code>
          </dt>
          <dd>
            <span className="ui-visually-hidden">{t('audit.before')}: </span>
            <del>{shown(before?.[field], none)}</del>
            <span className="admin-diff__arrow" aria-hidden="true">
              →
            </span>
            <span className="ui-visually-hidden">, {t('audit.after')}: </span>
            <ins>{shown(after?.[field], none)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
