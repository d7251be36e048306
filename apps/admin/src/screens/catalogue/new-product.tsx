import type { AdminPrice, AdminPriceInput, AdminProductCreate } from '@atelier/api/schema';
import { PRODUCT_TYPE_NAMES } from '@atelier/commerce/enums';
import { minorDigitsOf, toMinor } from '@atelier/commerce/money';
import type { Language } from '@atelier/commerce/paths';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { catalogueApi, productKey } from './catalogue-api';
import { LANGUAGES } from './localized';

type Currency = AdminPrice['currency'];
/** Every currency the shop sells in: a new product is priced in each (the server insists too). */
const STORE_CURRENCIES: readonly Currency[] = ['SGD', 'USD', 'VND', 'KRW', 'AED'];

interface Draft {
  type: string;
  name: Record<Language, string>;
  slug: string;
  /** False until staff edit the slug: it follows the English name meanwhile. */
  slugEdited: boolean;
  sku: string;
  variantSku: string;
  label: string;
  stock: string;
  prices: Record<Currency, string>;
}

const EMPTY: Draft = {
  type: '',
  name: { en: '', ar: '', 'zh-hans': '', vi: '' },
  slug: '',
  slugEdited: false,
  sku: '',
  variantSku: '',
  label: '',
  stock: '0',
  prices: { SGD: '', USD: '', VND: '', KRW: '', AED: '' },
};

/** The address suggested from an English name: lower-case words joined by hyphens, accents dropped. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

const direction = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SKU = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/**
 * Adds a product: its type, names in the four languages, its address (suggested from the English
 * name), SKU, and a first variant with a price in every store currency and its starting stock.
 * It is created unpublished (published from its screen once its photographs are in), and its
 * screen opens.
 */
export function NewProduct() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const create = useMutation({
    mutationFn: (body: AdminProductCreate) => catalogueApi(api).create(body),
    onSuccess: (product) => {
      queryClient.setQueryData(productKey(product.id), product);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      void navigate(`../${product.id}`);
    },
    onError: (error) => {
      if (!isAdminError(error, 'invalid', 'conflict')) return;
      const found: Record<string, string> = {};
      for (const field of Object.keys(error.fields)) {
        const key = field.startsWith('variant.prices.') ? 'prices' : field.replace(/^name\..*/, 'name.en');
        found[key] = error.code === 'conflict' ? t('catalogue.add.taken') : t('catalogue.add.refused');
      }
      setProblems(found);
    },
  });

  /** The body, or null after marking every field that is wrong. */
  const parsed = (): AdminProductCreate | null => {
    const found: Record<string, string> = {};
    if (!(PRODUCT_TYPE_NAMES as readonly string[]).includes(draft.type))
      found.type = t('catalogue.add.typeMissing');
    if (draft.name.en.trim() === '') found['name.en'] = t('catalogue.texts.nameMissing');
    if (!SLUG.test(draft.slug) || /^\d+$/.test(draft.slug)) found.slug = t('catalogue.add.slugInvalid');
    if (!SKU.test(draft.sku)) found.sku = t('catalogue.add.skuInvalid');
    if (!SKU.test(draft.variantSku) || draft.variantSku === draft.sku)
      found['variant.sku'] = t('catalogue.add.variantSkuInvalid');
    if (draft.label.trim() === '') found['variant.label'] = t('catalogue.add.labelMissing');
    const stock = Number(draft.stock);
    if (!/^\d+$/.test(draft.stock.trim()) || stock > 1_000_000)
      found['variant.stock'] = t('catalogue.add.stockInvalid');
    const prices: AdminPriceInput[] = [];
    for (const code of STORE_CURRENCIES) {
      const text = draft.prices[code].trim().replace(/[\s,]/g, '');
      let minor = 0;
      try {
        minor = text === '' ? 0 : toMinor(text, code);
      } catch {
        minor = 0;
      }
      if (minor > 0) prices.push({ currency: code, amount: minor });
      else {
        const digits = minorDigitsOf(code);
        found[`price.${code}`] =
          text === ''
            ? t('catalogue.add.priceMissing')
            : digits === 0
              ? t('catalogue.prices.wholeUnits')
              : t('catalogue.prices.decimals', { count: digits });
      }
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return null;
    return {
      type: draft.type as AdminProductCreate['type'],
      slug: draft.slug,
      sku: draft.sku,
      name: {
        en: draft.name.en.trim(),
        ar: draft.name.ar.trim(),
        'zh-hans': draft.name['zh-hans'].trim(),
        vi: draft.name.vi.trim(),
      },
      // The store shows the English label where a translation is empty; translations can follow.
      variant: {
        sku: draft.variantSku,
        label: { en: draft.label.trim(), ar: '', 'zh-hans': '', vi: '' },
        stock,
        prices,
      },
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = parsed();
    if (body) create.mutate(body);
  };
  const setName = (language: Language) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((d) => ({
      ...d,
      name: { ...d.name, [language]: value },
      slug: language === 'en' && !d.slugEdited ? slugFrom(value) : d.slug,
    }));
  };
  const set =
    (key: 'sku' | 'variantSku' | 'label' | 'stock' | 'type') => (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value }));

  return (
    <div className="admin-screen">
      <p>
        <Link to="..">{t('catalogue.back')}</Link>
      </p>
      <PageHeading title={t('catalogue.add.title')} lead={t('catalogue.add.lead')} />
      <form className="admin-catalogue__form" onSubmit={submit} noValidate>
        <Select
          label={t('catalogue.type')}
          value={draft.type}
          onChange={set('type')}
          required
          error={problems.type}
          options={[
            { value: '', label: t('catalogue.add.chooseType') },
            ...PRODUCT_TYPE_NAMES.map((name) => ({ value: name, label: name.replace(/_/g, ' ') })),
          ]}
        />
        <div className="admin-catalogue__languages">
          {LANGUAGES.map((language) => (
            <TextField
              key={language}
              label={t('catalogue.add.nameIn', { language: t(`catalogue.languages.${language}`) })}
              value={draft.name[language]}
              maxLength={200}
              required={language === 'en'}
              lang={language}
              dir={direction(language)}
              error={language === 'en' ? problems['name.en'] : undefined}
              onChange={setName(language)}
            />
          ))}
        </div>
        <TextField
          label={t('catalogue.add.slug')}
          hint={t('catalogue.add.slugHint')}
          value={draft.slug}
          maxLength={120}
          required
          dir="ltr"
          error={problems.slug}
          onChange={(event) => setDraft((d) => ({ ...d, slug: event.target.value, slugEdited: true }))}
        />
        <TextField
          label={t('catalogue.sku')}
          hint={t('catalogue.add.skuHint')}
          value={draft.sku}
          maxLength={64}
          required
          dir="ltr"
          error={problems.sku}
          onChange={set('sku')}
        />
        <fieldset className="admin-catalogue__language">
          <legend>{t('catalogue.add.variant')}</legend>
          <TextField
            label={t('catalogue.add.label')}
            hint={t('catalogue.add.labelHint')}
            value={draft.label}
            maxLength={200}
            required
            error={problems['variant.label']}
            onChange={set('label')}
          />
          <TextField
            label={t('catalogue.add.variantSku')}
            value={draft.variantSku}
            maxLength={64}
            required
            dir="ltr"
            error={problems['variant.sku']}
            onChange={set('variantSku')}
          />
          <TextField
            label={t('catalogue.add.stock')}
            value={draft.stock}
            inputMode="numeric"
            required
            dir="ltr"
            error={problems['variant.stock']}
            onChange={set('stock')}
          />
        </fieldset>
        <fieldset className="admin-catalogue__language">
          <legend>{t('catalogue.add.prices')}</legend>
          <p className="admin-catalogue__hint">{t('catalogue.add.pricesHint')}</p>
          {STORE_CURRENCIES.map((code) => (
            <TextField
              key={code}
              label={code}
              value={draft.prices[code]}
              inputMode="decimal"
              required
              dir="ltr"
              error={problems[`price.${code}`]}
              onChange={(event) => {
                const value = event.target.value;
                setDraft((d) => ({ ...d, prices: { ...d.prices, [code]: value } }));
              }}
            />
          ))}
          {problems.prices ? <p className="admin-catalogue__error">{problems.prices}</p> : null}
        </fieldset>
        {create.isError && !isAdminError(create.error, 'invalid', 'conflict') ? (
          <Alert kind="error" title={t('catalogue.saveFailed')}>
            {t('errors.failedText')}
          </Alert>
        ) : null}
        <div className="admin-filters__actions">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('catalogue.saving') : t('catalogue.add.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
