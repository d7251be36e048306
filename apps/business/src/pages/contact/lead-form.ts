import type { BusinessLeadRequest } from '@atelier/api/schema';
import { isEmail, isPhone } from '@atelier/commerce/validation';

/** The enquiry form's values, as typed. */
export interface LeadForm {
  company: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  industry: string;
  spaceSize: string;
  message: string;
  /** Honeypot: hidden from people, filled by bots (the server then stores nothing). */
  website: string;
}

export type LeadField = Exclude<keyof LeadForm, 'website'>;

/** In the order they appear: the first invalid one gets the focus. */
export const LEAD_FIELDS: readonly LeadField[] = [
  'company',
  'name',
  'email',
  'phone',
  'country',
  'industry',
  'spaceSize',
  'message',
];

/** The contract's industries (BusinessLeadRequest.industry). */
export const INDUSTRIES = [
  'hospitality',
  'retail',
  'office',
  'wellness',
  'residential',
  'events',
  'other',
] as const;

/** The contract's limits (BusinessLeadRequest). */
export const MAX_LENGTH: Readonly<Partial<Record<LeadField, number>>> = {
  company: 200,
  name: 120,
  email: 254,
  message: 5000,
};
export const MAX_SPACE_SQM = 1_000_000;

export type LeadProblem = 'required' | 'invalid' | 'tooLong';

export function emptyLeadForm(country: string, message = ''): LeadForm {
  return {
    company: '',
    name: '',
    email: '',
    phone: '',
    country,
    industry: '',
    spaceSize: '',
    message,
    website: '',
  };
}

/** What is wrong with one field, by the contract's rules; undefined when it is fine. */
export function leadFieldProblem(field: LeadField, raw: string): LeadProblem | undefined {
  const value = raw.trim();
  const max = MAX_LENGTH[field];
  if (max !== undefined && value.length > max) return 'tooLong';
  switch (field) {
    case 'company':
    case 'name':
    case 'message':
    case 'country':
      return value === '' ? 'required' : undefined;
    case 'email':
      return value === '' ? 'required' : isEmail(value) ? undefined : 'invalid';
    case 'phone':
      return value === '' || isPhone(value) ? undefined : 'invalid';
    case 'industry':
      return value === '' || (INDUSTRIES as readonly string[]).includes(value) ? undefined : 'invalid';
    case 'spaceSize': {
      if (value === '') return undefined;
      const size = Number(value);
      return /^\d+$/.test(value) && size >= 1 && size <= MAX_SPACE_SQM ? undefined : 'invalid';
    }
  }
}

/** The request for a valid form: optional fields only when given, the honeypot only when filled. */
export function toLeadRequest(form: LeadForm): BusinessLeadRequest {
  const request: BusinessLeadRequest = {
    company: form.company.trim(),
    name: form.name.trim(),
    email: form.email.trim(),
    country: form.country,
    message: form.message.trim(),
  };
  if (form.phone.trim()) request.phone = form.phone.trim();
  if (form.industry) request.industry = form.industry as NonNullable<BusinessLeadRequest['industry']>;
  if (form.spaceSize.trim()) request.space_size_sqm = Number(form.spaceSize.trim());
  if (form.website) request.website = form.website.slice(0, 500);
  return request;
}

/** The form field a server field error names (`space_size_sqm` → spaceSize), if it is one of ours. */
export function leadFieldOf(serverField: string): LeadField | undefined {
  const name = serverField.replace(/^\/?(body[./])?/, '');
  if (name === 'space_size_sqm') return 'spaceSize';
  return (LEAD_FIELDS as readonly string[]).includes(name) ? (name as LeadField) : undefined;
}
