import { describe, expect, it, vi } from 'vitest';
import { connectToHost, parentOriginOf } from './frame-bridge';

const PARTNER = 'https://acme.example';

/** The partner page as the frame sees it: a window that receives the hello and the port. */
function hostPage() {
  const hellos: { data: unknown; origin: string; port: MessagePort }[] = [];
  const received: unknown[] = [];
  const parent = {
    postMessage: vi.fn((data: unknown, origin: string, transfer: Transferable[]) => {
      const port = transfer[0] as MessagePort;
      port.onmessage = (event) => received.push(event.data);
      hellos.push({ data, origin, port });
    }),
  } as unknown as Window;
  return { parent, hellos, received };
}

/** A ResizeObserver and animation frames the test drives by hand. */
function layout() {
  const observers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  class FakeResizeObserver {
    constructor(private callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  return {
    ResizeObserver: FakeResizeObserver as unknown as typeof ResizeObserver,
    requestFrame: (callback: () => void) => frames.push(callback),
    resize: () => observers.forEach((callback) => callback()),
    nextFrame: () => frames.splice(0).forEach((callback) => callback()),
  };
}

describe('parentOriginOf', () => {
  it.each([
    ['?parent=https%3A%2F%2Facme.example', PARTNER],
    ['?parent=http://localhost:5173', 'http://localhost:5173'],
    ['?parent=https://acme.example/page', null],
    ['?parent=javascript:alert(1)', null],
    ['?parent=*', null],
    ['?lang=en', null],
  ])('%s → %s', (search, origin) => {
    expect(parentOriginOf(search)).toBe(origin);
  });
});

describe('connectToHost', () => {
  it('says hello with a port only to the declared parent origin, then talks on the port', async () => {
    const host = hostPage();
    const bridge = connectToHost({ widget: 'quiz', parentOrigin: PARTNER, parent: host.parent });
    expect(host.hellos).toHaveLength(1);
    expect(host.hellos[0]).toMatchObject({ data: { v: 1, type: 'hello', widget: 'quiz' }, origin: PARTNER });

    bridge.send({ type: 'ready', widget: 'quiz' });
    bridge.send({ type: 'step', step: 1, total: 3 });
    await vi.waitFor(() =>
      expect(host.received).toEqual([
        { v: 1, type: 'ready', widget: 'quiz' },
        { v: 1, type: 'step', step: 1, total: 3 },
      ]),
    );
    bridge.close();
  });

  it('applies the host’s theme and ignores anything else on the port', async () => {
    const host = hostPage();
    const root = document.createElement('div');
    const bridge = connectToHost({ widget: 'quiz', parentOrigin: PARTNER, parent: host.parent, root });
    const port = host.hellos[0]?.port;
    port?.postMessage({
      v: 1,
      type: 'theme',
      properties: { '--color-accent': '#7a4b8f', '--radius': '2px' },
    });
    await vi.waitFor(() => expect(root.style.getPropertyValue('--color-accent')).toBe('#7a4b8f'));

    port?.postMessage({ v: 1, type: 'theme', properties: { '--color-accent': 'url(x)' } });
    port?.postMessage({ v: 1, type: 'theme', properties: { '--color-ink': '#111' } });
    await vi.waitFor(() => expect(root.style.getPropertyValue('--color-ink')).toBe('#111'));
    // The newer theme replaces the older one; the invalid one changed nothing.
    expect(root.style.getPropertyValue('--color-accent')).toBe('');
    expect(root.style.getPropertyValue('--radius')).toBe('');
    bridge.close();
  });

  it('reports the height at most once per animation frame, and only when it changed', async () => {
    const host = hostPage();
    const fake = layout();
    const bridge = connectToHost({ widget: 'quiz', parentOrigin: PARTNER, parent: host.parent, ...fake });
    const page = document.createElement('main');
    let height = 320.4;
    page.getBoundingClientRect = () => ({ height }) as DOMRect;
    const stop = bridge.observeHeight(page);

    fake.resize();
    fake.resize();
    fake.resize();
    fake.nextFrame();
    fake.resize();
    fake.nextFrame(); // same height: nothing new
    height = 500;
    fake.resize();
    fake.nextFrame();
    stop();
    fake.resize();
    fake.nextFrame();

    // A port delivers in order: once a last message arrives, every earlier resize has too.
    bridge.send({ type: 'ready', widget: 'quiz' });
    await vi.waitFor(() => expect(host.received).toHaveLength(3));
    expect(host.received).toEqual([
      { v: 1, type: 'resize', height: 321 },
      { v: 1, type: 'resize', height: 500 },
      { v: 1, type: 'ready', widget: 'quiz' },
    ]);
    bridge.close();
  });
});
