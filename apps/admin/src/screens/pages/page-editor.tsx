import type { AdminCmsPage, CmsBlock } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextAreaField } from '@atelier/ui/text-area-field';
import { TextField } from '@atelier/ui/text-field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { BLOCK_KINDS, BlockFields } from './block-fields';
import { isLanguage, pageKeyOf, pagesApi, type PageKey } from './pages-api';

type Content = Pick<AdminCmsPage, 'title' | 'seo' | 'blocks'>;
const contentOf = (page: AdminCmsPage): Content => ({
  title: page.title,
  seo: { ...page.seo },
  blocks: page.blocks.map((block) => ({ ...block, data: { ...block.data } })),
});

/** A block id unused on the page (`block-3`, ...). */
function newBlockId(blocks: readonly CmsBlock[]): string {
  const taken = new Set(blocks.map((block) => block.id));
  let n = blocks.length + 1;
  while (taken.has(`block-${n}`)) n++;
  return `block-${n}`;
}

/** One page in one language: title, SEO fields and blocks; save the draft, preview it, publish it. */
export function PageEditor() {
  const params = useParams();
  const { t } = useTranslation();
  const language = params.language;
  if (!params.slug || !params.country || !isLanguage(language)) {
    return (
      <div className="admin-screen">
        <PageHeading title={t('cmsPages.notFound')} />
      </div>
    );
  }
  const key = { slug: params.slug, country: params.country, language };
  return <PageEditorFor key={`${key.slug}/${key.country}/${key.language}`} pageKey={key} />;
}

function PageEditorFor({ pageKey }: { pageKey: PageKey }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const calls = pagesApi(api);
  const page = useQuery({ queryKey: pageKeyOf(pageKey), queryFn: () => calls.page(pageKey) });
  const back = (
    <p>
      <Link to="../..">{t('cmsPages.back')}</Link>
    </p>
  );
  if (page.isPending) return <Loading />;
  if (page.isError)
    return (
      <div className="admin-screen">
        {back}
        <LoadFailed error={page.error} onRetry={() => void page.refetch()} />
      </div>
    );
  return (
    <div className="admin-screen">
      {back}
      <EditorForm
        page={page.data}
        pageKey={pageKey}
        onSaved={(next) => {
          queryClient.setQueryData(pageKeyOf(pageKey), next);
          void queryClient.invalidateQueries({ queryKey: ['admin', 'pages', 'list'] });
        }}
      />
    </div>
  );
}

function EditorForm({
  page,
  pageKey,
  onSaved,
}: {
  page: AdminCmsPage;
  pageKey: PageKey;
  onSaved: (next: AdminCmsPage) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const calls = pagesApi(api);
  const [version, setVersion] = useState(page.version);
  const [content, setContent] = useState<Content>(() => contentOf(page));
  const [theirs, setTheirs] = useState<AdminCmsPage | null>(null);
  const [newKind, setNewKind] = useState('heading');
  const [previewKey, setPreviewKey] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  // Remounts the block forms when the content is replaced wholesale (theirs taken, saved answer).
  const [formKey, setFormKey] = useState(0);

  const replace = (next: AdminCmsPage) => {
    setVersion(next.version);
    setContent(contentOf(next));
    setFormKey((n) => n + 1);
    onSaved(next);
  };
  const conflict = (error: unknown) => {
    if (isAdminError(error, 'version_conflict')) setTheirs(error.current as AdminCmsPage);
  };
  const save = useMutation({
    mutationFn: (onVersion: number) => calls.saveDraft(pageKey, { version: onVersion, ...content }),
    onSuccess: (next) => {
      setTheirs(null);
      replace(next);
      setPreviewKey((n) => n + 1);
      setNotice(t('cmsPages.saved'));
    },
    onError: conflict,
  });
  const publish = useMutation({
    mutationFn: () => calls.publish(pageKey, version),
    onSuccess: (next) => {
      replace(next);
      setNotice(t('cmsPages.publishedNow'));
    },
    onError: conflict,
  });
  // Discard and unpublish ask first: each throws something away (the draft, the shop's page).
  const [asking, setAsking] = useState<'discard' | 'unpublish' | null>(null);
  const lifecycle = useMutation({
    mutationFn: (what: 'discard' | 'unpublish') =>
      what === 'discard' ? calls.discard(pageKey, version) : calls.unpublish(pageKey, version),
    onSuccess: (next, what) => {
      setAsking(null);
      setTheirs(null);
      replace(next);
      setPreviewKey((n) => n + 1);
      setNotice(t(what === 'discard' ? 'cmsPages.discard.done' : 'cmsPages.unpublish.done'));
    },
    onError: (error) => {
      setAsking(null);
      conflict(error);
    },
  });
  const fields = isAdminError(save.error, 'invalid') ? save.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    save.mutate(version);
  };
  const setBlocks = (blocks: CmsBlock[]) => setContent((c) => ({ ...c, blocks }));
  const move = (from: number, to: number) => {
    const blocks = [...content.blocks];
    const [moved] = blocks.splice(from, 1);
    blocks.splice(to, 0, moved as CmsBlock);
    setBlocks(blocks);
    setFormKey((n) => n + 1);
  };
  const busy = save.isPending || publish.isPending || lifecycle.isPending;
  const failed = save.error ?? publish.error ?? lifecycle.error;

  return (
    <>
      <PageHeading
        title={content.title || page.slug}
        lead={t('cmsPages.editorLead', {
          slug: page.slug,
          country: page.country.toUpperCase(),
          language: t(`cmsPages.languages.${page.language}`),
        })}
      />
      <p className="admin-pages__meta">
        {page.has_draft ? t('cmsPages.hasDraft') : t('cmsPages.noDraft')}{' '}
        {page.store_url ? (
          <a href={page.store_url} target="_blank" rel="noreferrer">
            {t('cmsPages.viewInStore')}
          </a>
        ) : null}
      </p>
      {theirs ? (
        <Alert kind="warning" title={t('cmsPages.conflict.title')} live="alert">
          <p>
            {t('cmsPages.conflict.text', {
              title: theirs.title,
              when: new Date(theirs.updated_at).toLocaleString(),
            })}
          </p>
          <ul>
            {theirs.blocks.slice(0, 5).map((block) => (
              <li key={block.id}>
                <code>{block.type}</code> {String(block.data['text'] ?? block.data['heading'] ?? block.id)}
              </li>
            ))}
          </ul>
          <div className="admin-filters__actions">
            <Button
              variant="secondary"
              onClick={() => {
                replace(theirs);
                setTheirs(null);
                save.reset();
                publish.reset();
                lifecycle.reset();
              }}
              disabled={busy}
            >
              {t('cmsPages.conflict.takeTheirs')}
            </Button>
            <Button onClick={() => save.mutate(theirs.version)} disabled={busy}>
              {t('cmsPages.conflict.overwrite')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {notice ? (
        <Alert kind="success" live="status">
          {notice}
        </Alert>
      ) : null}
      {failed && !isAdminError(failed, 'version_conflict') ? (
        <Alert kind="error" live="alert" title={t('cmsPages.notSaved')}>
          {isAdminError(failed, 'invalid')
            ? t('cmsPages.fixFields')
            : isAdminError(failed, 'unprocessable')
              ? t('cmsPages.noDraftToDiscard')
              : (failed as Error).message}
        </Alert>
      ) : null}
      <div className="admin-pages__layout">
        <form className="admin-pages__form" onSubmit={submit} noValidate aria-label={t('cmsPages.form')}>
          <TextField
            label={t('cmsPages.fields.title')}
            value={content.title}
            required
            maxLength={300}
            error={fields['body.title']}
            onChange={(event) => setContent((c) => ({ ...c, title: event.target.value }))}
          />
          <fieldset className="admin-pages__seo">
            <legend>{t('cmsPages.seo')}</legend>
            <TextField
              label={t('cmsPages.fields.seoTitle')}
              value={content.seo.title}
              maxLength={300}
              error={fields['body.seo.title']}
              onChange={(event) =>
                setContent((c) => ({ ...c, seo: { ...c.seo, title: event.target.value } }))
              }
            />
            <TextAreaField
              label={t('cmsPages.fields.seoDescription')}
              value={content.seo.description ?? ''}
              maxLength={500}
              rows={2}
              error={fields['body.seo.description']}
              onChange={(event) =>
                setContent((c) => ({ ...c, seo: { ...c.seo, description: event.target.value || null } }))
              }
            />
            <TextField
              label={t('cmsPages.fields.seoImage')}
              hint={t('cmsPages.fields.seoImageHint')}
              value={content.seo.image ?? ''}
              error={fields['body.seo.image']}
              dir="ltr"
              onChange={(event) =>
                setContent((c) => ({ ...c, seo: { ...c.seo, image: event.target.value.trim() || null } }))
              }
            />
          </fieldset>
          <h2>{t('cmsPages.blocks')}</h2>
          <div key={formKey}>
            {content.blocks.map((block, index) => (
              <BlockFields
                key={block.id}
                block={block}
                index={index}
                count={content.blocks.length}
                errors={fields}
                onChange={(next) => setBlocks(content.blocks.map((b, i) => (i === index ? next : b)))}
                onMove={(to) => move(index, to)}
                onRemove={() => {
                  setBlocks(content.blocks.filter((_, i) => i !== index));
                  setFormKey((n) => n + 1);
                }}
              />
            ))}
          </div>
          <div className="admin-pages__add">
            <Select
              label={t('cmsPages.newKind')}
              value={newKind}
              onChange={(event) => setNewKind(event.target.value)}
              options={Object.keys(BLOCK_KINDS).map((kind) => ({ value: kind, label: kind }))}
            />
            <Button
              variant="secondary"
              onClick={() =>
                setBlocks([
                  ...content.blocks,
                  {
                    id: newBlockId(content.blocks),
                    type: newKind,
                    data: structuredClone(BLOCK_KINDS[newKind] ?? {}),
                  },
                ])
              }
            >
              {t('cmsPages.addBlock')}
            </Button>
          </div>
          <div className="admin-filters__actions admin-pages__actions">
            <Button type="submit" disabled={busy}>
              {t('cmsPages.saveDraft')}
            </Button>
            <Button variant="secondary" onClick={() => publish.mutate()} disabled={busy || !page.has_draft}>
              {t('cmsPages.publish')}
            </Button>
          </div>
          {!page.has_draft ? <p className="admin-pages__hint">{t('cmsPages.publishHint')}</p> : null}
          <div className="admin-filters__actions admin-pages__actions">
            {page.has_draft && page.published ? (
              <Button variant="secondary" onClick={() => setAsking('discard')} disabled={busy}>
                {t('cmsPages.discard.action')}
              </Button>
            ) : null}
            {page.published ? (
              <Button variant="secondary" onClick={() => setAsking('unpublish')} disabled={busy}>
                {t('cmsPages.unpublish.action')}
              </Button>
            ) : null}
          </div>
          {page.has_draft && !page.published ? (
            <p className="admin-pages__hint">{t('cmsPages.discard.hint')}</p>
          ) : null}
          {asking ? (
            <Alert kind="warning" live="alert" title={t(`cmsPages.${asking}.action`)}>
              <div className="admin-pages__confirm">
                <p>{t(`cmsPages.${asking}.confirm`)}</p>
                <div className="admin-filters__actions">
                  <Button onClick={() => lifecycle.mutate(asking)} disabled={busy}>
                    {t(`cmsPages.${asking}.yes`)}
                  </Button>
                  <Button variant="secondary" autoFocus onClick={() => setAsking(null)} disabled={busy}>
                    {t(`cmsPages.${asking}.no`)}
                  </Button>
                </div>
              </div>
            </Alert>
          ) : null}
        </form>
        <section className="admin-pages__preview" aria-labelledby="preview-heading">
          <h2 id="preview-heading">{t('cmsPages.preview')}</h2>
          <p className="admin-pages__hint">
            {t('cmsPages.previewHint')}{' '}
            <a href={page.preview_url} target="_blank" rel="noreferrer">
              {t('cmsPages.openPreview')}
            </a>
          </p>
          <iframe
            key={previewKey}
            src={page.preview_url}
            title={t('cmsPages.previewFrame', { title: content.title })}
            className="admin-pages__frame"
            loading="lazy"
          />
        </section>
      </div>
    </>
  );
}
