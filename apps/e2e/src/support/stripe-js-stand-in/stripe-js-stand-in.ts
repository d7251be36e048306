// A local stand-in for Stripe.js, for the journeys (no network in tests). Built by esbuild into a
// plain script that sets `window.Stripe`, served by the fake Stripe API
// (apps/api/test/support/fake-stripe.ts) at STRIPE_JS_URL, and talking to that fake as Stripe.js
// talks to api.stripe.com (the publishable key as `key`, form-encoded). It implements what the store
// uses: `Stripe(key, {locale})`, `elements({mode, amount, currency, ...})` with a Payment Element
// (a card number, expiry and CVC field), `elements.submit()`, `createConfirmationToken({elements})`
// and `handleNextAction({clientSecret})` with a 3-D Secure challenge in a frame of the fake's
// origin. Each part is type-checked against @stripe/stripe-js's own interfaces, so the stand-in
// cannot drift from what the store compiles against.
import type {
  ConfirmationTokenResult,
  PaymentIntent,
  PaymentIntentOrSetupIntentResult,
  Stripe,
  StripeConstructor,
  StripeConstructorOptions,
  StripeElements,
  StripeElementsOptionsClientSecret,
  StripeElementsOptionsMode,
  StripeError,
  StripePaymentElement,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';

const ORIGIN = new URL((document.currentScript as HTMLScriptElement).src).origin;

/** The field labels Stripe shows, in the languages the shop uses (Stripe localizes its own). */
const LABELS: Record<string, { number: string; expiry: string; cvc: string; incomplete: string }> = {
  en: {
    number: 'Card number',
    expiry: 'Expiration date',
    cvc: 'Security code',
    incomplete: 'Your card number is incomplete.',
  },
  ar: {
    number: 'رقم البطاقة',
    expiry: 'تاريخ انتهاء الصلاحية',
    cvc: 'رمز الأمان',
    incomplete: 'رقم بطاقتك غير مكتمل.',
  },
  zh: { number: '卡号', expiry: '有效期', cvc: '安全码', incomplete: '您的卡号不完整。' },
  vi: {
    number: 'Số thẻ',
    expiry: 'Ngày hết hạn',
    cvc: 'Mã bảo mật',
    incomplete: 'Số thẻ của bạn chưa đầy đủ.',
  },
};

type Handler = (event: unknown) => void;

interface CardFields {
  number: HTMLInputElement;
  expiry: HTMLInputElement;
  cvc: HTMLInputElement;
  message: HTMLElement;
}

async function api(method: 'GET' | 'POST', path: string, params: Record<string, string>): Promise<unknown> {
  const body = new URLSearchParams(params);
  const response =
    method === 'GET'
      ? await fetch(`${ORIGIN}${path}?${body}`)
      : await fetch(`${ORIGIN}${path}`, { method, body });
  return response.json();
}

function createStripe(publishableKey: string, options?: StripeConstructorOptions): Stripe {
  const labels = LABELS[options?.locale ?? 'en'] ?? LABELS['en']!;
  let fields: CardFields | null = null;

  function paymentElement(): StripePaymentElement {
    const handlers = new Map<string, Set<Handler>>();
    const emit = (event: string, payload: unknown) =>
      handlers.get(event)?.forEach((handler) => handler(payload));
    let root: HTMLElement | null = null;
    // Filled in below: the methods answer the element itself, as Stripe's do.
    let element = null as unknown as StripePaymentElement;
    const part = {
      mount(target: string | HTMLElement) {
        const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
        if (!host) throw new Error(`stand-in: no element ${String(target)}`);
        root = document.createElement('div');
        root.className = 'stripe-stand-in';
        root.style.cssText = 'display:grid;gap:.5rem';
        const input = (label: string, name: string, autocomplete: string) => {
          const wrapper = document.createElement('label');
          wrapper.style.cssText = 'display:grid;gap:.25rem';
          wrapper.textContent = label;
          const field = document.createElement('input');
          field.name = name;
          field.autocomplete = autocomplete as AutoFill;
          field.inputMode = 'numeric';
          field.dir = 'ltr';
          field.style.cssText = 'padding:.6rem;border:1px solid #8a7f76;border-radius:6px;font:inherit';
          field.addEventListener('input', () => emit('change', { elementType: 'payment', empty: false }));
          wrapper.append(field);
          root!.append(wrapper);
          return field;
        };
        const number = input(labels.number, 'number', 'cc-number');
        const expiry = input(labels.expiry, 'expiry', 'cc-exp');
        const cvc = input(labels.cvc, 'cvc', 'cc-csc');
        const message = document.createElement('p');
        message.setAttribute('role', 'alert');
        message.style.color = '#a3261b';
        root.append(message);
        host.append(root);
        fields = { number, expiry, cvc, message };
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
      },
      unmount() {
        root?.remove();
        root = null;
        fields = null;
      },
      destroy() {
        part.unmount();
        handlers.clear();
      },
      focus() {
        fields?.number.focus();
      },
      blur() {
        (document.activeElement as HTMLElement | null)?.blur();
      },
      clear() {
        if (fields) for (const field of [fields.number, fields.expiry, fields.cvc]) field.value = '';
      },
      collapse() {
        return element;
      },
      update() {
        return element;
      },
    } satisfies Pick<
      StripePaymentElement,
      'mount' | 'unmount' | 'destroy' | 'focus' | 'blur' | 'clear' | 'collapse' | 'update'
    >;
    // `on`/`off`/`once` are overloaded per event in the types; one implementation serves them all.
    const events = {
      on(event: string, handler: Handler) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)!.add(handler);
        return element;
      },
      off(event: string, handler?: Handler) {
        if (handler) handlers.get(event)?.delete(handler);
        else handlers.delete(event);
        return element;
      },
      once(event: string, handler: Handler) {
        const once: Handler = (payload) => {
          events.off(event, once);
          handler(payload);
        };
        return events.on(event, once);
      },
    };
    element = { ...part, ...events } as unknown as StripePaymentElement;
    return element;
  }

  function elements(
    _options?: StripeElementsOptionsMode | StripeElementsOptionsClientSecret,
  ): StripeElements {
    let created: StripePaymentElement | null = null;
    const create: (type: 'payment', options?: StripePaymentElementOptions) => StripePaymentElement = (
      type,
    ) => {
      if (type !== 'payment') throw new Error(`stand-in: only the Payment Element, not ${String(type)}`);
      created = paymentElement();
      return created;
    };
    const group: Pick<StripeElements, 'submit' | 'fetchUpdates' | 'update'> = {
      async submit() {
        const digits = fields?.number.value.replace(/\s/g, '') ?? '';
        if (!fields || digits.length < 12 || !fields.expiry.value || !fields.cvc.value) {
          if (fields) fields.message.textContent = labels.incomplete;
          const error = { type: 'validation_error', message: labels.incomplete } as StripeError;
          return { error };
        }
        fields.message.textContent = '';
        return { selectedPaymentMethod: 'card' };
      },
      async update() {},
      async fetchUpdates() {
        return {};
      },
    };
    return {
      ...group,
      create,
      getElement: (type: string) => (type === 'payment' ? created : null),
    } as unknown as StripeElements;
  }

  const createConfirmationToken: Stripe['createConfirmationToken'] = async () => {
    if (!fields) {
      const error = { type: 'invalid_request_error', message: 'No Payment Element mounted.' } as StripeError;
      return { error } as ConfirmationTokenResult;
    }
    const [month = '', year = ''] = fields.expiry.value.split('/').map((part) => part.trim());
    const answer = (await api('POST', '/v1/confirmation_tokens', {
      key: publishableKey,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': fields.number.value.replace(/\s/g, ''),
      'payment_method_data[card][exp_month]': month,
      'payment_method_data[card][exp_year]': year.length === 2 ? `20${year}` : year,
      'payment_method_data[card][cvc]': fields.cvc.value,
    })) as { error?: StripeError };
    if (answer.error) {
      fields.message.textContent = answer.error.message ?? '';
      return { error: answer.error } as ConfirmationTokenResult;
    }
    return { confirmationToken: answer } as ConfirmationTokenResult;
  };

  /** The issuer's challenge in a frame over the page, until it says it is done. */
  function challenge(intentId: string): Promise<void> {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.style.cssText =
        'position:fixed;inset:0;background:rgba(0,0,0,.4);display:grid;place-items:center;z-index:2147483647';
      const frame = document.createElement('iframe');
      frame.title = '3D Secure';
      frame.src = `${ORIGIN}/stand-in/3ds/${intentId}`;
      frame.style.cssText = 'width:min(26rem,92vw);height:18rem;border:0;background:#fff;border-radius:8px';
      overlay.append(frame);
      const done = (event: MessageEvent) => {
        if (event.origin !== ORIGIN || (event.data as { standIn3ds?: string })?.standIn3ds !== intentId)
          return;
        window.removeEventListener('message', done);
        overlay.remove();
        resolve();
      };
      window.addEventListener('message', done);
      document.body.append(overlay);
    });
  }

  const handleNextAction = async (
    options: { clientSecret: string } | { hashedValue: string },
  ): Promise<PaymentIntentOrSetupIntentResult> => {
    if (!('clientSecret' in options)) throw new Error('stand-in: shared payment tokens are not supported');
    const intentId = options.clientSecret.split('_secret_')[0]!;
    const read = async () =>
      (await api('GET', `/v1/payment_intents/${intentId}`, {
        key: publishableKey,
        client_secret: options.clientSecret,
      })) as PaymentIntent & { error?: StripeError };
    let intent = await read();
    if (intent.error) return { error: intent.error };
    if (intent.status === 'requires_action') {
      await challenge(intent.id);
      intent = await read();
    }
    if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
      const error = { ...intent.last_payment_error, payment_intent: intent } as StripeError;
      return { error };
    }
    return { paymentIntent: intent };
  };

  const unsupported = async (): Promise<never> => {
    throw new Error('stand-in: not part of the store’s payment flow');
  };

  const stripe = {
    elements,
    createConfirmationToken,
    handleNextAction,
  } satisfies Pick<Stripe, 'elements' | 'createConfirmationToken' | 'handleNextAction'>;
  // react-stripe-js recognises a Stripe object by these methods; the store never calls them.
  return {
    ...stripe,
    createToken: unsupported,
    createPaymentMethod: unsupported,
    confirmCardPayment: unsupported,
  } as unknown as Stripe;
}

const constructor = createStripe as unknown as StripeConstructor;
window.Stripe = constructor;
