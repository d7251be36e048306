import type { CmsBlock } from '@atelier/api/schema';
import { Button } from '@atelier/ui/button';
import { TextAreaField } from '@atelier/ui/text-area-field';
import { TextField } from '@atelier/ui/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The kinds the store renders (contract `CmsBlock`), with the fields a new one starts with. */
export const BLOCK_KINDS: Readonly<Record<string, Record<string, unknown>>> = {
  heading: { text: '' },
  rich_text: { html: '' },
  text: { heading: '', body: '' },
  hero: { heading: '', body: '', image: '', cta_label: '', cta_href: '' },
  image: { src: '', alt: '' },
  image_text: { heading: '', body: '', image: '', image_alt: '' },
  quote: { text: '', author: '' },
  cta: { heading: '', label: '', href: '' },
  faq: { heading: '', items: [] },
  table: { heading: '', rows: [] },
  product_grid: { heading: '', products: [] },
};

/** Long texts get a text area; `html` and `*_html` hold HTML the server sanitises. */
const isLong = (key: string) => key === 'html' || key.endsWith('_html') || ['body', 'text'].includes(key);

/**
 * One block's fields: each text field of its data as a labelled input, and anything structured
 * (a FAQ's items, a table's rows) as JSON, checked before it is kept.
 */
export function BlockFields({
  block,
  index,
  count,
  onChange,
  onMove,
  onRemove,
  errors,
}: {
  block: CmsBlock;
  index: number;
  count: number;
  onChange: (next: CmsBlock) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(block.data);
  const texts = entries.filter(([, value]) => typeof value === 'string' || value === null);
  const structured = Object.fromEntries(
    entries.filter(([, value]) => typeof value !== 'string' && value !== null),
  );
  const [json, setJson] = useState(() => JSON.stringify(structured, null, 2));
  const [jsonError, setJsonError] = useState(false);
  const headingId = `block-${block.id}-heading`;
  const errorOf = (field: string) =>
    errors[`body.blocks.${index}.${field}`] ?? errors[`body.blocks.${index}`];

  const setText = (key: string, value: string) =>
    onChange({ ...block, data: { ...block.data, [key]: value } });
  const setStructured = (text: string) => {
    setJson(text);
    try {
      const parsed: unknown = JSON.parse(text || '{}');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      setJsonError(false);
      const plain = Object.fromEntries(texts);
      onChange({ ...block, data: { ...plain, ...(parsed as Record<string, unknown>) } });
    } catch {
      setJsonError(true);
    }
  };

  return (
    <fieldset className="admin-pages__block" aria-labelledby={headingId}>
      <legend id={headingId}>
        {t('cmsPages.block', { number: index + 1, kind: block.type })} <code>{block.id}</code>
      </legend>
      {errorOf('type') || errorOf('id') ? (
        <p className="admin-pages__error" role="alert">
          {errorOf('type') ?? errorOf('id')}
        </p>
      ) : null}
      {texts.map(([key, value]) =>
        isLong(key) ? (
          <TextAreaField
            key={key}
            label={key}
            value={String(value ?? '')}
            rows={key === 'html' ? 6 : 3}
            error={errors[`body.blocks.${index}.data.${key}`]}
            onChange={(event) => setText(key, event.target.value)}
          />
        ) : (
          <TextField
            key={key}
            label={key}
            value={String(value ?? '')}
            onChange={(event) => setText(key, event.target.value)}
          />
        ),
      )}
      {Object.keys(structured).length > 0 || block.type in { faq: 1, table: 1, product_grid: 1 } ? (
        <TextAreaField
          label={t('cmsPages.structured')}
          hint={t('cmsPages.structuredHint')}
          value={json}
          rows={6}
          dir="ltr"
          error={jsonError ? t('cmsPages.badJson') : errorOf('data')}
          onChange={(event) => setStructured(event.target.value)}
        />
      ) : null}
      <div className="admin-filters__actions">
        <Button variant="secondary" onClick={() => onMove(index - 1)} disabled={index === 0}>
          {t('cmsPages.moveUp')}
        </Button>
        <Button variant="secondary" onClick={() => onMove(index + 1)} disabled={index === count - 1}>
          {t('cmsPages.moveDown')}
        </Button>
        <Button variant="secondary" onClick={onRemove}>
          {t('cmsPages.removeBlock')}
        </Button>
      </div>
    </fieldset>
  );
}
