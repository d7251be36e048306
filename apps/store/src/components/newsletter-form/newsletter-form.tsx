import { useSubscribeNewsletter } from '@atelier/api/queries';
import { isEmail } from '@atelier/commerce/validation';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './newsletter-form.css';

type Outcome = { kind: 'done'; email: string } | { kind: 'error'; message: string } | null;

/**
 * The footer's newsletter sign-up (`POST /api/subcribers/` through the SPEC §8 second helper).
 * The address is checked first (commerce isEmail). The thank-you is the same for a new address and
 * one already on the list (the server answers both alike; a 409 is treated the same), so the form
 * tells nobody who subscribed.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const subscribe = useSubscribeNewsletter();
  const fields = useFormFields(['email']);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setOutcome(null);
    const invalid = fields.report({
      email:
        email === ''
          ? t('newsletter.errors.required')
          : isEmail(email)
            ? undefined
            : t('newsletter.errors.invalid'),
    });
    if (invalid) return;
    const result = await subscribe.mutateAsync({ email, source: 'footer' });
    if (!result.error || result.status === 409) {
      form.reset();
      setOutcome({ kind: 'done', email: result.error ? (result.email ?? email) : result.data.email });
    } else if (result.status === 400) {
      fields.report({ email: t('newsletter.errors.invalid') });
    } else {
      setOutcome({
        kind: 'error',
        message: result.offline
          ? t('errors.offline')
          : result.status === 429
            ? t('errors.tooMany')
            : t('newsletter.errors.generic'),
      });
    }
  }

  return (
    <form className="newsletter-form" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h2 id={headingId} className="newsletter-form__title">
        {t('newsletter.title')}
      </h2>
      <p className="newsletter-form__lead">{t('newsletter.lead')}</p>
      <div className="newsletter-form__row">
        <TextField
          {...fields.field('email')}
          label={t('newsletter.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {t('newsletter.submit')}
        </Button>
      </div>
      <div role="status" className="newsletter-form__status">
        {outcome?.kind === 'done' ? (
          <Alert kind="success" live="none">
            {t('newsletter.done', { email: outcome.email })}
          </Alert>
        ) : null}
      </div>
      {outcome?.kind === 'error' ? <Alert kind="error">{outcome.message}</Alert> : null}
    </form>
  );
}
