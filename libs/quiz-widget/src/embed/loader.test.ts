import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineEmbedElements } from './loader';

const ORIGIN = 'https://shop.example';

beforeAll(() => defineEmbedElements(ORIGIN));
afterEach(() => document.body.replaceChildren());

function mount(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
  const element = document.body.lastElementChild as HTMLElement;
  const frame = element.shadowRoot?.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  return { element, frame };
}

/** What our widget page does: a channel, its port sent with the hello. */
function hello(
  frame: HTMLIFrameElement,
  options: { origin?: string; source?: Window | null; widget?: string } = {},
) {
  const channel = new MessageChannel();
  const received: unknown[] = [];
  channel.port1.onmessage = (event) => received.push(event.data);
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { v: 1, type: 'hello', widget: options.widget ?? 'quiz' },
      origin: options.origin ?? ORIGIN,
      source: options.source === undefined ? frame.contentWindow : options.source,
      ports: [channel.port2],
    }),
  );
  return { port: channel.port1, received };
}

function eventsOf(element: HTMLElement, ...types: string[]) {
  const events: { type: string; detail: unknown }[] = [];
  for (const type of types) {
    element.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  return events;
}

describe('<scent-quiz> and <perfume-builder>', () => {
  it('may be defined twice (the snippet pasted twice)', () => {
    expect(() => defineEmbedElements(ORIGIN)).not.toThrow();
    expect(customElements.get('scent-quiz')).toBeDefined();
    expect(customElements.get('perfume-builder')).toBeDefined();
  });

  it('hosts a sandboxed, titled frame of the quiz page for the partner, country and language', () => {
    const { frame } = mount('<scent-quiz partnership="acme" country="sg" lang="en"></scent-quiz>');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
    expect(frame.title).toBe('Scent quiz');
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${ORIGIN}/embed/v1/quiz`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      partnership: 'acme',
      country: 'sg',
      lang: 'en',
      parent: location.origin,
    });
  });

  it('hosts the builder page for <perfume-builder>', () => {
    const { frame } = mount('<perfume-builder lang="vi"></perfume-builder>');
    expect(frame.title).toBe('Tự thiết kế nước hoa');
    expect(frame.src).toBe(
      `${ORIGIN}/embed/v1/builder?lang=vi&parent=${encodeURIComponent(location.origin)}`,
    );
  });

  it("names the frame in the widget's language, English when the language is unknown", () => {
    const titles = (lang: string) =>
      ['scent-quiz', 'perfume-builder'].map(
        (name) => mount(`<${name} lang="${lang}"></${name}>`).frame.title,
      );
    expect(titles('en')).toEqual(['Scent quiz', 'Perfume builder']);
    expect(titles('ar')).toEqual(['اختبار العطر', 'مصمم العطور']);
    expect(titles('zh-hans')).toEqual(['香氛测验', '香水定制']);
    expect(titles('vi')).toEqual(['Trắc nghiệm mùi hương', 'Tự thiết kế nước hoa']);
    expect(titles('fr')).toEqual(['Scent quiz', 'Perfume builder']);
    expect(mount('<scent-quiz></scent-quiz>').frame.title).toBe('Scent quiz');
  });

  it('ignores a hello from another origin, from another window, or for another widget', async () => {
    const { element, frame } = mount('<scent-quiz></scent-quiz>');
    // Another frame on the partner page (an ad, say) posing as ours.
    const other = document.body.appendChild(document.createElement('iframe'));
    const events = eventsOf(element, 'ready');
    const forged = [
      hello(frame, { origin: 'https://evil.example' }),
      hello(frame, { source: other.contentWindow }),
      hello(frame, { source: window }),
      hello(frame, { widget: 'builder' }),
    ];
    for (const { port } of forged) port.postMessage({ v: 1, type: 'ready', widget: 'quiz' });
    // The element takes only its first accepted hello (see below): ours being taken proves that no
    // forged one was, so their ports were never listened to nor written to.
    const ours = hello(frame);
    await vi.waitFor(() => expect(ours.received).toHaveLength(1));
    ours.port.postMessage({ v: 1, type: 'ready', widget: 'quiz' });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events).toEqual([{ type: 'ready', detail: { widget: 'quiz' } }]);
    for (const { received } of forged) expect(received).toEqual([]);
  });

  it('after the hello, turns the frame’s messages into DOM events and resizes the frame', async () => {
    const { element, frame } = mount('<scent-quiz partnership="acme"></scent-quiz>');
    const events = eventsOf(element, 'ready', 'step', 'outcome', 'add-to-cart');
    const { port, received } = hello(frame);
    await vi.waitFor(() => expect(received).toEqual([{ v: 1, type: 'theme', properties: {} }]));

    port.postMessage({ v: 1, type: 'ready', widget: 'quiz' });
    port.postMessage({ v: 1, type: 'step', step: 1, total: 4 });
    port.postMessage({ v: 2, type: 'step', step: 2, total: 4 }); // another version
    port.postMessage({ v: 1, type: 'step', step: 2, total: 4, answer: 'x' }); // extra field
    port.postMessage({ v: 1, type: 'outcome', personality: 'The Romantic', families: ['Floral'] });
    port.postMessage({
      v: 1,
      type: 'add-to-cart',
      product: 'prd_1',
      price: 12900,
      currency: 'SGD',
      quantity: 1,
    });
    port.postMessage({ v: 1, type: 'resize', height: 812 });

    await vi.waitFor(() => expect(frame.style.height).toBe('812px'));
    expect(events).toEqual([
      { type: 'ready', detail: { widget: 'quiz' } },
      { type: 'step', detail: { step: 1, total: 4 } },
      { type: 'outcome', detail: { personality: 'The Romantic', families: ['Floral'] } },
      { type: 'add-to-cart', detail: { product: 'prd_1', price: 12900, currency: 'SGD', quantity: 1 } },
    ]);
  });

  it('listens on window only until the hello: a second hello cannot take over', async () => {
    const { element, frame } = mount('<scent-quiz></scent-quiz>');
    const events = eventsOf(element, 'ready');
    const first = hello(frame);
    await vi.waitFor(() => expect(first.received).toHaveLength(1));
    const second = hello(frame);
    second.port.postMessage({ v: 1, type: 'ready', widget: 'quiz' });
    // A theme change goes to the port the element holds: arriving on the first one proves the
    // second hello was not taken, so nothing listens to the second port.
    element.setAttribute('color-accent', '#7a4b8f');
    await vi.waitFor(() => expect(first.received).toHaveLength(2));
    expect(events).toEqual([]);
    expect(second.received).toEqual([]);
  });

  it('forwards the allowed, valid theme attributes, also when they change', async () => {
    const { element, frame } = mount(
      '<scent-quiz color-accent="#7a4b8f" radius="4px" font-body="url(x)" style-position="fixed"></scent-quiz>',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { received } = hello(frame);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      v: 1,
      type: 'theme',
      properties: { '--color-accent': '#7a4b8f', '--radius': '4px' },
    });
    expect(warn).toHaveBeenCalledWith('<scent-quiz>: ignored font-body="url(x)"');

    element.setAttribute('color-surface', '#fff');
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toEqual({
      v: 1,
      type: 'theme',
      properties: { '--color-accent': '#7a4b8f', '--color-surface': '#fff', '--radius': '4px' },
    });
    warn.mockRestore();
  });

  it('closes the port and removes the frame when taken off the page', async () => {
    const { element, frame } = mount('<scent-quiz></scent-quiz>');
    const { port, received } = hello(frame);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const closed = new Promise((resolve) => port.addEventListener('close', resolve));
    element.remove();
    await closed;
    expect(element.shadowRoot?.querySelector('iframe')).toBeNull();
  });

  it('loads another page when the language changes', () => {
    const { element } = mount('<scent-quiz lang="en"></scent-quiz>');
    element.setAttribute('lang', 'ar');
    const frame = element.shadowRoot?.querySelector('iframe');
    expect(new URL(frame?.src ?? '').searchParams.get('lang')).toBe('ar');
    expect(frame?.title).toBe('اختبار العطر');
    expect(element.shadowRoot?.querySelectorAll('iframe')).toHaveLength(1);
  });
});
