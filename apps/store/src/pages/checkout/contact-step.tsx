import type { CheckoutQuery, CheckoutView } from '@atelier/commerce/checkout';
import { isEmail } from '@atelier/commerce/validation';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useCheckoutField, useCheckoutStore } from '../../app/checkout/checkout-store';
import { CheckoutRegisterForm } from '../../components/checkout-register/checkout-register-form';
import { LoginForm } from '../../components/login-form/login-form';
import { useSession } from '../../components/session/session-provider';

type Go = (next: Omit<CheckoutQuery, 'view'>) => string;
type ContactField = 'email';

const NEXT = { step: 'shipping-info', substep: 'delivery-method' } as const;

/** The message for a contact field's value, or undefined when it is fine. */
function useContactProblem() {
  const { t } = useTranslation();
  return (field: ContactField, value: string): string | undefined => {
    if (value === '') return t(`checkout.errors.${field}.required`);
    return isEmail(value) ? undefined : t(`checkout.errors.${field}.invalid`);
  };
}

/**
 * The cart step's "who is checking out" (SPEC §2 views). Each view is a link (its own history
 * entry); after a login or a registration the member view follows. Guest values typed here are
 * kept in the checkout store and carried into the registration form.
 */
export function ContactStep({
  view,
  go,
  viewHref,
}: {
  view: CheckoutView;
  go: Go;
  viewHref: (view: CheckoutView) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [, store] = useCheckoutStore();
  const asMember = viewHref('checkout-as-member');

  let body;
  if (view === 'checkout-as-member' && session.user) {
    body = <MemberDetails go={go} />;
  } else if (view === 'login' || view === 'checkout-as-member') {
    body = (
      <>
        <LoginForm onSuccess={() => navigate(asMember)} />
        <p className="checkout-step__links">
          <Link to={viewHref('checkout-as-guest')}>{t('checkout.contact.asGuest')}</Link>
          <Link to={viewHref('register-account')}>{t('checkout.contact.register')}</Link>
        </p>
      </>
    );
  } else if (view === 'register-account') {
    const { contact } = store.get();
    body = (
      <>
        <CheckoutRegisterForm
          initial={{ email: contact.email, phone: contact.phone }}
          onSuccess={(_user, registration) => {
            store.update((current) => ({
              ...current,
              contact: { email: registration.email, phone: registration.phone },
              address: {
                ...current.address,
                firstName: current.address.firstName || registration.firstName,
                lastName: current.address.lastName || registration.lastName,
              },
            }));
            navigate(asMember);
          }}
        />
        <p className="checkout-step__links">
          <Link to={viewHref('login')}>{t('checkout.contact.login')}</Link>
          <Link to={viewHref('checkout-as-guest')}>{t('checkout.contact.asGuest')}</Link>
        </p>
      </>
    );
  } else {
    body = <GuestDetails go={go} loginHref={viewHref('login')} registerHref={viewHref('register-account')} />;
  }

  return (
    <section className="checkout-step" aria-labelledby="checkout-contact-title">
      <h2 id="checkout-contact-title">{t(`checkout.views.${view}`)}</h2>
      {body}
    </section>
  );
}

/**
 * A guest's e-mail, checked on blur and on Continue. No phone here: it is asked at the delivery
 * step, where the chosen method needs one (see checkout-page).
 */
function GuestDetails({ go, loginHref, registerHref }: { go: Go; loginHref: string; registerHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state] = useCheckoutStore();
  const setContact = useCheckoutField('contact');
  const problem = useContactProblem();
  const fields = useFormFields<ContactField>(['email']);
  const problemOf = (field: ContactField) => problem(field, state.contact[field].trim());

  /** Checked on blur once typed in; an error goes as soon as the value is right. */
  function bind(field: ContactField) {
    return {
      ...fields.field(field),
      value: state.contact[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setContact(field, event.target.value);
        fields.clearWhenFixed(field, problem(field, event.target.value.trim()));
      },
      onBlur: () => state.contact[field] !== '' && fields.setError(field, problemOf(field)),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.checkAll(problemOf)) return;
    navigate(go(NEXT));
  }

  return (
    <>
      <form
        className="checkout-step__form"
        noValidate
        onSubmit={submit}
        aria-label={t('checkout.contact.form')}
      >
        <TextField
          {...bind('email')}
          label={t('checkout.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          hint={t('checkout.contact.emailHint')}
        />
        <div className="checkout-step__actions">
          <Button type="submit">{t('checkout.continue')}</Button>
        </div>
      </form>
      <p className="checkout-step__links">
        <span>{t('checkout.contact.haveAccount')}</span>
        <Link to={loginHref}>{t('checkout.contact.login')}</Link>
        <Link to={registerHref}>{t('checkout.contact.register')}</Link>
      </p>
    </>
  );
}

/** A member's name and e-mail from their account; the phone comes with the delivery. */
function MemberDetails({ go }: { go: Go }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.user!;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(go(NEXT));
  }

  return (
    <form
      className="checkout-step__form"
      noValidate
      onSubmit={submit}
      aria-label={t('checkout.contact.form')}
    >
      {name ? <TextField label={t('checkout.fields.name')} name="name" value={name} readOnly /> : null}
      <TextField label={t('checkout.fields.email')} name="email" type="email" value={user.email} readOnly />
      <div className="checkout-step__actions">
        <Button type="submit">{t('checkout.continue')}</Button>
      </div>
    </form>
  );
}
