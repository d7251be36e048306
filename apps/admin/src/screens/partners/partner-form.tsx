import type { AdminPartner } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { TextAreaField } from '@atelier/ui/text-area-field';
import { TextField } from '@atelier/ui/text-field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { PartnerQuiz } from './partner-quiz';
import { partnerKey, partnersApi, THEME_TOKENS } from './partners-api';

interface Values {
  partnership: string;
  name: string;
  origins: string[];
  theme: Record<string, string>;
}

const valuesOf = (partner: AdminPartner | null): Values => ({
  partnership: partner?.partnership ?? '',
  name: partner?.name ?? '',
  origins: partner ? [...partner.allowed_origins] : [],
  theme: partner ? { ...partner.theme } : {},
});

/** Only the tokens given a value are sent (an empty field removes the token). */
const themeOf = (theme: Record<string, string>) =>
  Object.fromEntries(Object.entries(theme).filter(([, value]) => value.trim() !== ''));

/** `partners/new` or `partners/<slug>`: the form, the origins editor and the snippet. */
export function PartnerForm() {
  const { t } = useTranslation();
  const { api } = useServices();
  const slug = useParams().slug;
  const partner = useQuery({
    queryKey: partnerKey(slug ?? ''),
    queryFn: () => partnersApi(api).partner(slug as string),
    enabled: slug !== undefined,
  });
  const back = (
    <p>
      <Link to="..">{t('partnersScreen.back')}</Link>
    </p>
  );
  if (slug !== undefined && partner.isPending) return <Loading />;
  if (slug !== undefined && partner.isError)
    return (
      <div className="admin-screen">
        {back}
        <LoadFailed error={partner.error} onRetry={() => void partner.refetch()} />
      </div>
    );
  const data = slug !== undefined ? (partner.data ?? null) : null;
  return (
    <div className="admin-screen">
      {back}
      <Editor key={data ? data.partnership : 'new'} partner={data} />
    </div>
  );
}

function Editor({ partner }: { partner: AdminPartner | null }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const calls = partnersApi(api);
  const [values, setValues] = useState<Values>(() => valuesOf(partner));
  const [newOrigin, setNewOrigin] = useState('');
  const [originProblem, setOriginProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [theirs, setTheirs] = useState<AdminPartner | null>(null);

  const save = useMutation({
    mutationFn: (version?: number) =>
      partner
        ? calls.update(partner.partnership, {
            version: version ?? partner.version,
            name: values.name,
            allowed_origins: values.origins,
            theme: themeOf(values.theme),
          })
        : calls.create({
            partnership: values.partnership.trim(),
            name: values.name,
            allowed_origins: values.origins,
            theme: themeOf(values.theme),
          }),
    onSuccess: (next) => {
      queryClient.setQueryData(partnerKey(next.partnership), next);
      setValues(valuesOf(next));
      setTheirs(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'partners', 'list'] });
      if (!partner) void navigate(`../${next.partnership}`);
    },
    onError: (error) => {
      if (isAdminError(error, 'version_conflict')) setTheirs(error.current as AdminPartner);
    },
  });
  const fields = isAdminError(save.error) ? save.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(undefined);
  };
  const addOrigin = () => {
    const origin = newOrigin.trim().toLowerCase().replace(/\/$/, '');
    let ok = false;
    try {
      const url = new URL(origin);
      ok =
        url.origin === origin &&
        (url.protocol === 'https:' || ['localhost', '127.0.0.1'].includes(url.hostname));
    } catch {
      ok = false;
    }
    if (!ok) return setOriginProblem(t('partnersScreen.originInvalid'));
    if (values.origins.includes(origin)) return setOriginProblem(t('partnersScreen.originTwice'));
    setOriginProblem(null);
    setValues((v) => ({ ...v, origins: [...v.origins, origin] }));
    setNewOrigin('');
  };
  const copy = async () => {
    if (!partner) return;
    await navigator.clipboard?.writeText(partner.snippet);
    setCopied(true);
  };
  const originErrors = Object.entries(fields).filter(([field]) => field.startsWith('allowed_origins'));

  return (
    <>
      <PageHeading
        title={partner ? partner.name : t('partnersScreen.newTitle')}
        lead={
          partner
            ? partner.quiz.source === 'own'
              ? t('partnersScreen.quiz.leadOwn', { count: partner.quiz.questions.length })
              : t('partnersScreen.quiz.leadStore')
            : undefined
        }
      />
      {theirs ? (
        <Alert kind="warning" title={t('partnersScreen.conflict')} live="alert">
          <p>
            {t('partnersScreen.conflictText', {
              name: theirs.name,
              origins: theirs.allowed_origins.join(', ') || '—',
            })}
          </p>
          <div className="admin-filters__actions">
            <Button
              variant="secondary"
              onClick={() => {
                setValues(valuesOf(theirs));
                setTheirs(null);
                save.reset();
              }}
            >
              {t('catalogue.conflict.takeTheirs')}
            </Button>
            <Button onClick={() => save.mutate(theirs.version)}>{t('catalogue.conflict.overwrite')}</Button>
          </div>
        </Alert>
      ) : null}
      {save.isSuccess ? (
        <Alert kind="success" live="status">
          {t('partnersScreen.saved')}
        </Alert>
      ) : null}
      {save.isError && !theirs ? (
        <Alert kind="error" live="alert" title={t('partnersScreen.notSaved')}>
          {isAdminError(save.error, 'conflict') ? t('partnersScreen.slugTaken') : save.error.message}
        </Alert>
      ) : null}
      <form
        className="admin-partners__form"
        onSubmit={submit}
        noValidate
        aria-label={t('partnersScreen.form')}
      >
        {partner ? null : (
          <TextField
            label={t('partnersScreen.slug')}
            hint={t('partnersScreen.slugHint')}
            value={values.partnership}
            required
            maxLength={64}
            dir="ltr"
            error={fields.partnership}
            onChange={(e) => setValues((v) => ({ ...v, partnership: e.target.value }))}
          />
        )}
        <TextField
          label={t('partnersScreen.name')}
          value={values.name}
          required
          maxLength={120}
          error={fields.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        />
        <fieldset className="admin-partners__origins">
          <legend>{t('partnersScreen.origins')}</legend>
          <p className="admin-pages__hint">{t('partnersScreen.originsHint')}</p>
          {values.origins.length === 0 ? <p>{t('partnersScreen.noOrigins')}</p> : null}
          <ul aria-label={t('partnersScreen.origins')}>
            {values.origins.map((origin) => (
              <li key={origin}>
                <code>{origin}</code>{' '}
                <Button
                  variant="secondary"
                  aria-label={t('partnersScreen.removeOrigin', { origin })}
                  onClick={() => setValues((v) => ({ ...v, origins: v.origins.filter((o) => o !== origin) }))}
                >
                  {t('partnersScreen.remove')}
                </Button>
              </li>
            ))}
          </ul>
          {originErrors.length > 0 ? (
            <p className="admin-pages__error" role="alert">
              {/* In the console's language: the server's reasons are English. */}
              {originErrors.some(([, reason]) => reason === 'is listed twice')
                ? t('partnersScreen.originTwice')
                : t('partnersScreen.originInvalid')}
            </p>
          ) : null}
          <div className="admin-pages__add">
            <TextField
              label={t('partnersScreen.newOrigin')}
              placeholder="https://www.partner.example"
              value={newOrigin}
              dir="ltr"
              error={originProblem ?? undefined}
              onChange={(e) => setNewOrigin(e.target.value)}
            />
            <Button variant="secondary" onClick={addOrigin}>
              {t('partnersScreen.addOrigin')}
            </Button>
          </div>
        </fieldset>
        <fieldset className="admin-partners__theme">
          <legend>{t('partnersScreen.theme')}</legend>
          {THEME_TOKENS.map((token) => (
            <TextField
              key={token}
              label={token}
              value={values.theme[token] ?? ''}
              maxLength={120}
              dir="ltr"
              error={fields[`theme.${token}`]}
              onChange={(e) => setValues((v) => ({ ...v, theme: { ...v.theme, [token]: e.target.value } }))}
            />
          ))}
        </fieldset>
        <div className="admin-filters__actions">
          <Button type="submit" disabled={save.isPending}>
            {partner ? t('partnersScreen.save') : t('partnersScreen.create')}
          </Button>
        </div>
      </form>
      {partner ? (
        <PartnerQuiz
          partner={partner}
          onChange={(next) => queryClient.setQueryData(partnerKey(next.partnership), next)}
        />
      ) : null}
      {partner ? (
        <section aria-labelledby="snippet-heading" className="admin-partners__snippet">
          <h2 id="snippet-heading">{t('partnersScreen.snippet')}</h2>
          <TextAreaField
            label={t('partnersScreen.snippetLabel')}
            value={partner.snippet}
            readOnly
            rows={5}
            dir="ltr"
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {t('partnersScreen.copy')}
          </Button>
          <span role="status">{copied ? t('partnersScreen.copied') : ''}</span>
        </section>
      ) : null}
    </>
  );
}
