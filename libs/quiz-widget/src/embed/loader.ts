import {
  THEME_PROPERTIES,
  message,
  parseFrameMessage,
  isThemeValue,
  type EmbedWidget,
  type ThemeMessage,
} from './protocol';

/**
 * The partner page's side of the embed (DESIGN "Widgets"), without a framework: custom elements
 * that host a sandboxed frame of our widget page and turn its messages into DOM events. The
 * frame's origin is ours; the element trusts a message only from that origin and from its own
 * frame's window, and only until the frame hands over a MessageChannel port (`hello`), after
 * which no listener on `window` is left.
 */

export const ELEMENTS: Record<string, EmbedWidget> = { 'scent-quiz': 'quiz', 'perfume-builder': 'builder' };

const PAGE_ATTRIBUTES = ['partnership', 'country', 'lang'];
// The frame's accessible name, in the widget's language (English for an unknown `lang`). Kept
// here rather than taken from the widgets' catalogues: the loader's budget is 3 KB.
const ENGLISH_TITLES: Record<EmbedWidget, string> = { quiz: 'Scent quiz', builder: 'Perfume builder' };
const TITLES: Record<string, Record<EmbedWidget, string> | undefined> = {
  en: ENGLISH_TITLES,
  ar: { quiz: 'اختبار العطر', builder: 'مصمم العطور' },
  'zh-hans': { quiz: '香氛测验', builder: '香水定制' },
  vi: { quiz: 'Trắc nghiệm mùi hương', builder: 'Tự thiết kế nước hoa' },
};
// Same-origin inside the sandbox keeps the frame's API calls first-party to our server; popups
// let "add to cart" open the store in a new tab, which must escape the sandbox: a sandboxed tab
// may not load the store at all (its Cross-Origin-Opener-Policy makes Chromium refuse it).
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** `--color-accent` is set with the attribute `color-accent`. */
const themeAttribute = (property: string) => property.slice(2);

/** Defines `<scent-quiz>` and `<perfume-builder>` for frames of `origin`; defining twice is a no-op. */
export function defineEmbedElements(origin: string, registry: CustomElementRegistry = customElements): void {
  for (const [name, widget] of Object.entries(ELEMENTS)) {
    if (!registry.get(name)) registry.define(name, embedElement(widget, origin));
  }
}

function embedElement(widget: EmbedWidget, origin: string): CustomElementConstructor {
  return class EmbedElement extends HTMLElement {
    static observedAttributes = [...PAGE_ATTRIBUTES, ...THEME_PROPERTIES.map(themeAttribute)];

    frame: HTMLIFrameElement | null = null;
    port: MessagePort | null = null;

    // An arrow function so it can be removed again with the same identity.
    onHello = (event: MessageEvent) => {
      const hello = parseFrameMessage(event.data);
      const port = event.ports[0];
      if (
        !this.frame ||
        event.source !== this.frame.contentWindow ||
        event.origin !== origin ||
        hello?.type !== 'hello' ||
        hello.widget !== widget ||
        !port
      ) {
        return;
      }
      removeEventListener('message', this.onHello);
      this.port = port;
      port.onmessage = (portEvent) => this.receive(portEvent.data);
      this.sendTheme();
    };

    connectedCallback() {
      if (this.frame) return;
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const query = new URLSearchParams();
      for (const name of PAGE_ATTRIBUTES) {
        const value = this.getAttribute(name);
        if (value) query.set(name, value);
      }
      // The frame sends its hello only to this origin.
      query.set('parent', location.origin);

      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', SANDBOX);
      frame.title = (TITLES[this.getAttribute('lang') ?? ''] ?? ENGLISH_TITLES)[widget];
      frame.src = `${origin}/embed/v1/${widget}?${query}`;
      // Styles through the CSSOM, not a style attribute or element, so a host page with a strict
      // style-src needs no exception for us.
      this.style.display = 'block';
      frame.style.cssText = 'display:block;width:100%;border:0;height:480px';
      addEventListener('message', this.onHello);
      root.append(frame);
      this.frame = frame;
    }

    disconnectedCallback() {
      removeEventListener('message', this.onHello);
      this.port?.close();
      this.port = null;
      this.frame?.remove();
      this.frame = null;
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null) {
      if (!this.frame || previous === value) return;
      if (PAGE_ATTRIBUTES.includes(name)) {
        // Another partner, country or language is another page.
        this.disconnectedCallback();
        this.connectedCallback();
      } else {
        this.sendTheme();
      }
    }

    receive(data: unknown) {
      const received = parseFrameMessage(data);
      if (!received || received.type === 'hello') return;
      if (received.type === 'resize') {
        if (this.frame) this.frame.style.height = `${received.height}px`;
        return;
      }
      const { v: _version, type, ...detail } = received;
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    }

    sendTheme() {
      const properties: ThemeMessage['properties'] = {};
      for (const property of THEME_PROPERTIES) {
        const value = this.getAttribute(themeAttribute(property))?.trim();
        if (!value) continue;
        if (isThemeValue(property, value)) properties[property] = value;
        else console.warn(`<${this.localName}>: ignored ${themeAttribute(property)}="${value}"`);
      }
      this.port?.postMessage(message<ThemeMessage>({ type: 'theme', properties }));
    }
  };
}
