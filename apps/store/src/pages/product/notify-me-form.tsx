import { useNotifyStock } from '@atelier/api/queries';
import { isEmail } from '@atelier/commerce/validation';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Tell me when it is back" for a sold-out product or variant (`POST /api/items/{id}/notify-stock/`
 * through the second helper). The thank-you is the same whether or not the address had asked
 * before (the server answers both alike; a 409 is treated the same), so it reveals nothing.
 */
export function NotifyMeForm({ productId, variantId }: { productId: number; variantId: number | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const notify = useNotifyStock(productId);
  const fields = useFormFields(['email']);
  /** The address the server confirmed (SPEC §8's `{email}` echo on a non-success), once done. */
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFailure(null);
    const invalid = fields.report({
      email:
        email === ''
          ? t('notifyMe.errors.required')
          : isEmail(email)
            ? undefined
            : t('notifyMe.errors.invalid'),
    });
    if (invalid) return;
    const result = await notify.mutateAsync({ email, variant_id: variantId });
    if (!result.error || result.status === 409) {
      setDone(result.error ? (result.email ?? email) : result.data.email);
    } else if (result.status === 400) {
      fields.report({ email: t('notifyMe.errors.invalid') });
    } else {
      setFailure(
        result.offline
          ? t('errors.offline')
          : result.status === 429
            ? t('errors.tooMany')
            : t('notifyMe.errors.generic'),
      );
    }
  }

  return (
    <section className="notify-me" aria-labelledby={headingId}>
      <h2 id={headingId} className="notify-me__title">
        {t('notifyMe.title')}
      </h2>
      <div role="status">
        {done !== null ? (
          <Alert kind="success" live="none">
            {t('notifyMe.done', { email: done })}
          </Alert>
        ) : null}
      </div>
      {done !== null ? null : (
        <form aria-labelledby={headingId} noValidate onSubmit={submit}>
          <p className="notify-me__lead">{t('notifyMe.lead')}</p>
          <TextField
            {...fields.field('email')}
            label={t('notifyMe.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <Button type="submit" disabled={notify.isPending}>
            {t('notifyMe.submit')}
          </Button>
          {failure ? <Alert kind="error">{failure}</Alert> : null}
        </form>
      )}
    </section>
  );
}
