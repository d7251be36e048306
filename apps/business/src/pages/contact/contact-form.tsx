import { ApiError } from '@atelier/api/client';
import { useCreateBusinessLead } from '@atelier/api/queries';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields, type FieldErrors } from '@atelier/ui/form-fields';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { countryName } from '@atelier/app-shell/country-name';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/locale-context';
import { useServices } from '../../app/services';
import { TextAreaField } from '@atelier/ui/text-area-field';
import {
  emptyLeadForm,
  INDUSTRIES,
  LEAD_FIELDS,
  leadFieldOf,
  leadFieldProblem,
  MAX_LENGTH,
  toLeadRequest,
  type LeadField,
  type LeadForm,
} from './lead-form';

type PageError = 'fields' | 'rateLimited' | 'offline' | 'failed';

/**
 * The business enquiry (POST /api/business/leads/). Each field is checked when it loses focus and
 * all of them on sending, with the message under the field (aria-describedby); a refusal of the
 * whole request (too many enquiries, offline, server trouble) is one page-level alert. On success
 * the thank-you replaces nothing: it is announced above the form, which starts empty again.
 */
export function ContactForm({ initialMessage }: { initialMessage: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { config } = useServices();
  const lead = useCreateBusinessLead();
  const [form, setForm] = useState<LeadForm>(() => emptyLeadForm(locale.country, initialMessage));
  const fields = useFormFields(LEAD_FIELDS);
  const [pageError, setPageError] = useState<PageError | null>(null);
  const [thanked, setThanked] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (thanked !== null) thanks.current?.focus();
  }, [thanked]);

  const message = (field: LeadField, value: string): string | undefined => {
    const problem = leadFieldProblem(field, value);
    if (!problem) return undefined;
    if (problem === 'tooLong') return t('contact.errors.tooLong', { max: MAX_LENGTH[field] ?? 0 });
    switch (field) {
      case 'email':
        return problem === 'required' ? t('contact.errors.emailRequired') : t('contact.errors.emailInvalid');
      case 'industry':
        return t('contact.errors.rejected');
      default:
        return t(`contact.errors.${field}`);
    }
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setThanked(null);
    setPageError(null);
    if (fields.checkAll((field) => message(field, form[field]))) return;
    lead.mutate(toLeadRequest(form), {
      onSuccess: () => {
        setThanked(form.name.trim());
        setForm(emptyLeadForm(locale.country));
        fields.reset();
      },
      onError: (error) => {
        const failure = error instanceof ApiError ? error.result : null;
        if (failure?.status === 429) return setPageError('rateLimited');
        if (failure?.kind === 'offline') return setPageError('offline');
        const fromServer: FieldErrors<LeadField> = {};
        for (const fieldError of failure?.status === 400 ? (failure.errors ?? []) : []) {
          const field = leadFieldOf(fieldError.field);
          if (field) fromServer[field] = message(field, form[field]) ?? t('contact.errors.rejected');
        }
        if (Object.keys(fromServer).length > 0) {
          setPageError('fields');
          fields.report(fromServer);
          return;
        }
        setPageError('failed');
      },
    });
  }

  const set = (field: keyof LeadForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field !== 'website') fields.clearWhenFixed(field, message(field, value));
  };
  const bind = (field: LeadField) => ({
    ...fields.field(field),
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    onBlur: (event: { target: { value: string } }) =>
      fields.checkOnBlur(field, event.target.value, message(field, event.target.value)),
  });

  return (
    <>
      {thanked !== null ? (
        <div ref={thanks} tabIndex={-1} className="contact-page__thanks">
          <Alert kind="success" title={t('contact.success.title', { name: thanked })}>
            {t('contact.success.text')}
          </Alert>
        </div>
      ) : null}
      {pageError ? <Alert kind="error">{t(`contact.errors.page.${pageError}`)}</Alert> : null}
      <form className="contact-page__form" noValidate onSubmit={submit} aria-label={t('contact.form')}>
        <p className="contact-page__note">{t('contact.requiredNote')}</p>
        <div className="contact-page__row">
          <TextField
            {...bind('company')}
            label={t('contact.fields.company')}
            autoComplete="organization"
            required
          />
          <TextField {...bind('name')} label={t('contact.fields.name')} autoComplete="name" required />
        </div>
        <div className="contact-page__row">
          <TextField
            {...bind('email')}
            type="email"
            label={t('contact.fields.email')}
            autoComplete="email"
            required
          />
          <TextField {...bind('phone')} type="tel" label={t('contact.fields.phone')} autoComplete="tel" />
        </div>
        <div className="contact-page__row">
          <Select
            {...bind('country')}
            label={t('contact.fields.country')}
            required
            options={config.countries.map((country) => ({
              value: country.code,
              label: countryName(country, locale.language),
            }))}
          />
          <Select
            {...bind('industry')}
            label={t('contact.fields.industry')}
            options={[
              { value: '', label: t('contact.industries.none') },
              ...INDUSTRIES.map((industry) => ({
                value: industry,
                label: t(`contact.industries.${industry}`),
              })),
            ]}
          />
        </div>
        <TextField
          {...bind('spaceSize')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={t('contact.fields.spaceSize')}
          hint={t('contact.hints.spaceSize')}
        />
        <TextAreaField {...bind('message')} label={t('contact.fields.message')} required />
        {/* Honeypot: people never see or reach it; a screen reader that does is told to leave it. */}
        <div className="ui-visually-hidden">
          <label htmlFor="contact-website">{t('contact.honeypot')}</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.website}
            onChange={(event) => set('website', event.target.value)}
          />
        </div>
        <Button type="submit" disabled={lead.isPending}>
          {lead.isPending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </form>
    </>
  );
}
