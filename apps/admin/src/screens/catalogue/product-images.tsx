import type { AdminProduct } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/paths';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { catalogueApi, MAX_PHOTO_BYTES, PHOTO_TYPES } from './catalogue-api';
import { LANGUAGES, localized } from './localized';

const direction = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
const EMPTY_ALT: Record<Language, string> = { en: '', ar: '', 'zh-hans': '', vi: '' };

type Alt = AdminProduct['images'][number]['alt'];
type PhotoAction =
  | { kind: 'move'; imageId: number; to: number; direction: 'up' | 'down' }
  | { kind: 'alt'; imageId: number; alt: Alt }
  | { kind: 'remove'; imageId: number };

/** One photograph's alt text in the four languages, saved together. */
function AltEditor({
  name,
  initial,
  busy,
  onSave,
  onCancel,
}: {
  name: string;
  initial: Alt;
  busy: boolean;
  onSave: (alt: Alt) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState<Alt>({ ...initial });
  return (
    <form
      className="admin-catalogue__alt"
      aria-label={t('catalogue.images.altOf', { name })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(alt);
      }}
    >
      {LANGUAGES.map((lang) => (
        <TextField
          key={lang}
          label={t('catalogue.images.altIn', { language: t(`catalogue.languages.${lang}`) })}
          value={alt[lang]}
          maxLength={500}
          lang={lang}
          dir={direction(lang)}
          onChange={(event) => setAlt({ ...alt, [lang]: event.target.value })}
        />
      ))}
      <div className="admin-filters__actions">
        <Button type="submit" disabled={busy}>
          {t('catalogue.images.saveAlt')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('catalogue.images.cancelAlt')}
        </Button>
      </div>
    </form>
  );
}

type UploadProblem = 'noFile' | 'tooLarge' | 'tooManyPixels' | 'notPhoto' | 'failed';

/** Why the server refused an upload, as one of the texts the console has in every language. */
function uploadProblem(error: unknown): UploadProblem {
  if (isAdminError(error) && error.status === 413) return 'tooLarge';
  if (isAdminError(error, 'invalid')) {
    const reason = error.fields.body ?? '';
    if (reason.includes('8000')) return 'tooManyPixels';
    if (reason.includes('larger than')) return 'tooLarge';
    return 'notPhoto';
  }
  return 'failed';
}

/**
 * The product's photographs: the gallery in the store's order (the first is the main picture), a
 * way to move one first, up or down (buttons, so the keyboard can; focus follows the card), edit
 * its alt text in the four languages or take it off, and an upload of a new one with its alt text in the four
 * languages. The server decides what the file is from its bytes and strips its metadata; the
 * checks here only save a pointless wait.
 */
export function ProductImages({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (next: AdminProduct) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { language } = useLanguage();
  const fileId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(EMPTY_ALT);
  const [problem, setProblem] = useState<UploadProblem | null>(null);

  const upload = useMutation({
    mutationFn: (photo: File) => catalogueApi(api).uploadImage(product.id, product.version, photo, alt),
    onSuccess: (next) => {
      setFile(null);
      setAlt(EMPTY_ALT);
      form.current?.reset();
      onSaved(next);
    },
    onError: (error) => {
      if (isAdminError(error, 'version_conflict')) onSaved(error.current as AdminProduct);
      else setProblem(uploadProblem(error));
    },
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  // The button to give focus back to once the gallery is drawn again (a moved card's button).
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (action: PhotoAction) => {
      const calls = catalogueApi(api);
      if (action.kind === 'remove') return calls.deleteImage(product.id, action.imageId, product.version);
      if (action.kind === 'alt')
        return calls.updateImage(product.id, action.imageId, { version: product.version, alt: action.alt });
      return calls.updateImage(product.id, action.imageId, { version: product.version, position: action.to });
    },
    onSuccess: (next, action) => {
      onSaved(next);
      const index = next.images.findIndex((image) => image.id === action.imageId);
      const image = next.images[index];
      if (action.kind === 'alt') {
        setEditing(null);
        setSaid(t('catalogue.images.altSaved'));
        setFocusAfter(`photo-${action.imageId}-alt`);
      } else if (action.kind === 'move' && image) {
        const name = localized(image.alt, language) || t('catalogue.images.untitled', { number: index + 1 });
        setSaid(t('catalogue.images.moved', { name, number: index + 1 }));
        // Keep going the same way while it can; at an end, the other button.
        const up = index > 0;
        const down = index < next.images.length - 1;
        const again = action.direction === 'up' ? (up ? 'up' : 'down') : down ? 'down' : 'up';
        setFocusAfter(`photo-${action.imageId}-${again}`);
      } else setSaid(null);
    },
    // Someone else changed the product: show the gallery as it is now, to act on it again.
    onError: (error) => {
      if (isAdminError(error, 'version_conflict')) onSaved(error.current as AdminProduct);
    },
  });
  // Once the buttons are enabled again (a disabled button cannot take focus).
  const pending = change.isPending;
  useEffect(() => {
    if (!focusAfter || pending) return;
    // The gallery may be drawn from the new answer a moment after the mutation settles.
    const target = document.getElementById(focusAfter);
    if (!target) return;
    target.focus();
    setFocusAfter(null);
  }, [focusAfter, pending, product]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem('noFile');
    if (file.size > MAX_PHOTO_BYTES) return setProblem('tooLarge');
    if (file.type && !PHOTO_TYPES.includes(file.type)) return setProblem('notPhoto');
    upload.mutate(file);
  };
  const conflict = [upload.error, change.error].find((error) => isAdminError(error, 'version_conflict'));

  return (
    <section className="admin-catalogue__section" aria-labelledby="images-heading">
      <h2 id="images-heading">{t('catalogue.images.title')}</h2>
      {conflict ? (
        <Alert kind="warning" title={t('catalogue.conflict.title')} live="alert">
          {t('catalogue.images.conflict')}
        </Alert>
      ) : null}
      {product.images.length === 0 ? (
        <p>{t('catalogue.images.none')}</p>
      ) : (
        <ol className="admin-catalogue__gallery" aria-label={t('catalogue.images.gallery')}>
          {product.images.map((image, index) => {
            const altText = localized(image.alt, language);
            const name = altText || t('catalogue.images.untitled', { number: index + 1 });
            return (
              <li key={image.id} className="admin-catalogue__photo">
                <img src={`${image.url}?w=160`} alt={altText} width={160} loading="lazy" />
                <p>
                  {index === 0 ? <strong>{t('catalogue.images.main')}</strong> : null} {altText}
                </p>
                <div className="admin-filters__actions">
                  {index > 0 ? (
                    <Button
                      type="button"
                      variant="secondary"
                      disabled={change.isPending}
                      aria-label={t('catalogue.images.makeMainOf', { name })}
                      onClick={() =>
                        change.mutate({ kind: 'move', imageId: image.id, to: 0, direction: 'up' })
                      }
                    >
                      {t('catalogue.images.makeMain')}
                    </Button>
                  ) : null}
                  {index > 0 ? (
                    <Button
                      type="button"
                      variant="secondary"
                      id={`photo-${image.id}-up`}
                      disabled={change.isPending}
                      aria-label={t('catalogue.images.moveUpOf', { name })}
                      onClick={() =>
                        change.mutate({ kind: 'move', imageId: image.id, to: index - 1, direction: 'up' })
                      }
                    >
                      {t('catalogue.images.moveUp')}
                    </Button>
                  ) : null}
                  {index < product.images.length - 1 ? (
                    <Button
                      type="button"
                      variant="secondary"
                      id={`photo-${image.id}-down`}
                      disabled={change.isPending}
                      aria-label={t('catalogue.images.moveDownOf', { name })}
                      onClick={() =>
                        change.mutate({ kind: 'move', imageId: image.id, to: index + 1, direction: 'down' })
                      }
                    >
                      {t('catalogue.images.moveDown')}
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant="secondary"
                    id={`photo-${image.id}-alt`}
                    disabled={change.isPending}
                    aria-expanded={editing === image.id}
                    aria-label={t('catalogue.images.editAltOf', { name })}
                    onClick={() => setEditing(editing === image.id ? null : image.id)}
                  >
                    {t('catalogue.images.editAlt')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={change.isPending}
                    aria-label={t('catalogue.images.removeOf', { name })}
                    onClick={() => change.mutate({ kind: 'remove', imageId: image.id })}
                  >
                    {t('catalogue.images.remove')}
                  </Button>
                </div>
                {editing === image.id ? (
                  <AltEditor
                    name={name}
                    initial={image.alt}
                    busy={change.isPending}
                    onSave={(alt) => change.mutate({ kind: 'alt', imageId: image.id, alt })}
                    onCancel={() => {
                      setEditing(null);
                      setFocusAfter(`photo-${image.id}-alt`);
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {said && !change.isError ? (
        <p role="status" className="admin-catalogue__hint">
          {said}
        </p>
      ) : null}
      {change.isError && !conflict ? (
        <Alert kind="error" title={t('catalogue.saveFailed')}>
          {t('errors.failedText')}
        </Alert>
      ) : null}

      <form ref={form} onSubmit={submit} noValidate aria-labelledby="upload-heading">
        <h3 id="upload-heading">{t('catalogue.images.upload')}</h3>
        <div className="admin-catalogue__file">
          <label htmlFor={fileId}>{t('catalogue.images.file')}</label>
          <p id={`${fileId}-hint`} className="admin-catalogue__hint">
            {t('catalogue.images.fileHint')}
          </p>
          <input
            id={fileId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            aria-describedby={`${fileId}-hint${problem ? ` ${fileId}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setProblem(null);
              setFile(event.target.files?.[0] ?? null);
            }}
          />
          {problem ? (
            <p id={`${fileId}-problem`} className="admin-catalogue__problem" role="alert">
              {t(`catalogue.images.${problem}`)}
            </p>
          ) : null}
        </div>
        {LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            label={t('catalogue.images.altIn', { language: t(`catalogue.languages.${lang}`) })}
            value={alt[lang]}
            maxLength={500}
            lang={lang}
            dir={direction(lang)}
            onChange={(event) => setAlt({ ...alt, [lang]: event.target.value })}
          />
        ))}
        <p className="admin-catalogue__hint">{t('catalogue.images.altHint')}</p>
        <div className="admin-filters__actions">
          <Button type="submit" disabled={upload.isPending}>
            {t('catalogue.images.submit')}
          </Button>
        </div>
        {upload.isPending ? (
          <p role="status">
            <progress aria-label={t('catalogue.images.uploading')} /> {t('catalogue.images.uploading')}
          </p>
        ) : upload.isSuccess ? (
          <Alert kind="success" live="status">
            {t('catalogue.images.uploaded')}
          </Alert>
        ) : null}
      </form>
    </section>
  );
}
