import type { AdminPromo, AdminPromoTerms } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Badge } from '@atelier/ui/badge';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminError, isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { EMPTY_TERMS, PromoForm } from './promo-form';
import { STATE_TONE } from './promo-list';
import { promoKey, promosApi } from './promos-api';

const fieldsOf = (error: unknown): Record<string, string> =>
  error instanceof AdminError && error.code === 'invalid' ? error.fields : {};

/** A new code: on success its page, where it can be seen and changed. */
export function NewPromo() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (terms: AdminPromoTerms) => promosApi(api).create(terms),
    onSuccess: (promo) => {
      queryClient.setQueryData(promoKey(promo.id), promo);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'promos', 'list'] });
      void navigate(`../${promo.id}`, { relative: 'path', state: { created: true } });
    },
  });
  return (
    <div className="admin-screen">
      <p>
        <Link to="..">{t('promos.back')}</Link>
      </p>
      <PageHeading title={t('promos.newTitle')} />
      {create.isError && !isAdminError(create.error, 'invalid') ? <LoadFailed error={create.error} /> : null}
      {create.isError && isAdminError(create.error, 'invalid') ? (
        <Alert kind="error" title={t('promos.form.fixFields')} live="alert">
          {Object.values(fieldsOf(create.error)).join(' ')}
        </Alert>
      ) : null}
      <PromoForm
        initial={EMPTY_TERMS}
        submitLabel={t('promos.form.create')}
        busy={create.isPending}
        serverErrors={fieldsOf(create.error)}
        onSubmit={(terms) => create.mutate(terms)}
      />
    </div>
  );
}

/** One code: its state and usage, its terms to change on the version read, and "stop it now". */
export function PromoDetail() {
  const { t } = useTranslation();
  const { api } = useServices();
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const calls = promosApi(api);
  const promo = useQuery({ queryKey: promoKey(id), queryFn: () => calls.promo(id) });
  const [saved, setSaved] = useState<string | null>(null);
  const [conflict, setConflict] = useState<AdminPromo | null>(null);
  const [formKey, setFormKey] = useState(0);
  const show = (next: AdminPromo, message: string | null) => {
    queryClient.setQueryData(promoKey(id), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'promos', 'list'] });
    setSaved(message);
  };
  const onConflict = (error: unknown) => {
    if (error instanceof AdminError && error.code === 'version_conflict')
      setConflict(error.current as AdminPromo);
  };
  const update = useMutation({
    mutationFn: ({ version, terms }: { version: number; terms: AdminPromoTerms }) =>
      calls.update(id, version, terms),
    onSuccess: (next) => show(next, t('promos.saved')),
    onError: onConflict,
  });
  const deactivate = useMutation({
    mutationFn: (version: number) => calls.deactivate(id, version),
    onSuccess: (next) => show(next, t('promos.deactivated')),
    onError: onConflict,
  });
  if (promo.isPending) return <Loading />;
  if (promo.isError) return <LoadFailed error={promo.error} onRetry={() => void promo.refetch()} />;
  const current = promo.data;
  const takeTheirs = () => {
    if (!conflict) return;
    queryClient.setQueryData(promoKey(id), conflict);
    setConflict(null);
    update.reset();
    deactivate.reset();
    setFormKey((k) => k + 1);
  };

  return (
    <div className="admin-screen">
      <p>
        <Link to="..">{t('promos.back')}</Link>
      </p>
      <PageHeading title={current.terms.code} lead={current.terms.description.en} />
      <dl className="admin-promo-facts">
        <dt>{t('promos.stateColumn')}</dt>
        <dd>
          <Badge tone={STATE_TONE[current.state]}>{t(`promos.state.${current.state}`)}</Badge>
        </dd>
        <dt>{t('promos.usage')}</dt>
        <dd>
          {current.terms.usage_limit === null
            ? t('promos.usedUnlimited', { used: current.used_count })
            : t('promos.usedOf', { used: current.used_count, limit: current.terms.usage_limit })}
        </dd>
        <dt>{t('promos.redemptions')}</dt>
        <dd>{current.redemptions}</dd>
      </dl>
      <div role="status">{saved ? <p className="admin-promo-saved">{saved}</p> : null}</div>
      {conflict ? (
        <Alert kind="warning" title={t('promos.conflict.title')} live="alert">
          <p>
            {t('promos.conflict.text', {
              code: conflict.terms.code,
              state: t(`promos.state.${conflict.state}`),
            })}
          </p>
          <Button variant="secondary" onClick={takeTheirs}>
            {t('promos.conflict.takeTheirs')}
          </Button>
        </Alert>
      ) : null}
      {(update.isError || deactivate.isError) && !conflict && !isAdminError(update.error, 'invalid') ? (
        <LoadFailed error={update.error ?? deactivate.error} />
      ) : null}
      {current.state !== 'deactivated' ? (
        <section aria-labelledby="promo-stop-title" className="admin-promo-stop">
          <h2 id="promo-stop-title">{t('promos.stopTitle')}</h2>
          <p>{t('promos.stopText')}</p>
          <Button
            variant="secondary"
            disabled={deactivate.isPending}
            onClick={() => deactivate.mutate(current.version)}
          >
            {t('promos.deactivate')}
          </Button>
        </section>
      ) : null}
      <section aria-labelledby="promo-terms-title">
        <h2 id="promo-terms-title">{t('promos.termsTitle')}</h2>
        <PromoForm
          key={`${formKey}-${current.version}`}
          initial={current.terms}
          submitLabel={t('promos.form.save')}
          busy={update.isPending}
          serverErrors={fieldsOf(update.error)}
          onSubmit={(terms) => {
            setSaved(null);
            update.mutate({ version: current.version, terms });
          }}
        />
      </section>
    </div>
  );
}
