import type { AdminProduct } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/paths';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { catalogueApi, MAX_PHOTO_BYTES, PHOTO_TYPES } from './catalogue-api';
import { LANGUAGES, localized } from './localized';

const direction = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
const EMPTY_ALT: Record<Language, string> = { en: '', ar: '', 'zh-hans': '', vi: '' };

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
 * way to move one first or take it off, and an upload of a new one with its alt text in the four
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
  const change = useMutation({
    mutationFn: (action: { kind: 'first' | 'remove'; imageId: number }) =>
      action.kind === 'first'
        ? catalogueApi(api).updateImage(product.id, action.imageId, { version: product.version, position: 0 })
        : catalogueApi(api).deleteImage(product.id, action.imageId, product.version),
    onSuccess: onSaved,
    // Someone else changed the product: show the gallery as it is now, to act on it again.
    onError: (error) => {
      if (isAdminError(error, 'version_conflict')) onSaved(error.current as AdminProduct);
    },
  });

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
                      onClick={() => change.mutate({ kind: 'first', imageId: image.id })}
                    >
                      {t('catalogue.images.makeMain')}
                    </Button>
                  ) : null}
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
              </li>
            );
          })}
        </ol>
      )}
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
