import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HydrationBoundary, hydrationStarting, whenHydrated } from './hydration-boundary';
import { editedFields, serverFields } from './edited-fields';
import { replayEdits } from './replay-edits';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-label={label} onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

const page = (
  <div>
    <Counter label="frame" />
    <HydrationBoundary>
      <header>
        <Counter label="header" />
      </header>
    </HydrationBoundary>
    <HydrationBoundary>
      <footer>
        <Counter label="footer" />
      </footer>
    </HydrationBoundary>
  </div>
);

let container: HTMLElement;
afterEach(() => container?.remove());

function serverRendered(tree: React.ReactNode): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  return container;
}

const button = (label: string) => container.querySelector<HTMLButtonElement>(`[data-label="${label}"]`)!;

describe('HydrationBoundary', () => {
  it('hydrates each part into the server markup, and whenHydrated waits for all of them', async () => {
    const root = serverRendered(page);
    const header = root.querySelector('header');
    expect(root.innerHTML).toContain('<!--$-->');

    let hydrated = false;
    const frameDone = hydrationStarting();
    void whenHydrated().then(() => (hydrated = true));
    await act(async () => {
      hydrateRoot(root, page);
    });
    expect(hydrated).toBe(false);
    frameDone();
    await whenHydrated();
    expect(hydrated).toBe(true);

    // The same nodes, now React's: every part answers.
    expect(root.querySelector('header')).toBe(header);
    await act(async () => {
      button('header').click();
      button('footer').click();
      button('footer').click();
    });
    expect(button('header').textContent).toBe('header 1');
    expect(button('footer').textContent).toBe('footer 2');
  });

  it('renders its part at once where nothing is hydrating (the server, a browser-only page)', () => {
    expect(renderToString(page)).toContain(
      '<!--$--><header><button type="button" data-label="header">header',
    );
    return expect(whenHydrated()).resolves.toBeUndefined();
  });
});

/** Server-rendered as a placeholder; the form is made in the browser once mounted. */
function LaterForm() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Form /> : <p>Loading</p>;
}

function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [gift, setGift] = useState(false);
  const [size, setSize] = useState('50');
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <input
        aria-label="Gift"
        type="checkbox"
        checked={gift}
        onChange={(e) => setGift(e.currentTarget.checked)}
      />
      <select aria-label="Size" value={size} onChange={(e) => setSize(e.currentTarget.value)}>
        <option value="50">50 ml</option>
        <option value="100">100 ml</option>
      </select>
      <output>{[name, note, gift ? 'gift' : 'no gift', size].join('|')}</output>
    </form>
  );
}

const field = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
const state = () => container.querySelector('output')!.textContent;
const formPage = (
  <div>
    <HydrationBoundary>
      <main>
        <Form />
      </main>
    </HydrationBoundary>
  </div>
);

describe('replayEdits', () => {
  it('gives the components what was typed and chosen before their part hydrated', async () => {
    const root = serverRendered(formPage);
    // The visitor fills the server's form while the page's code is running.
    field<HTMLInputElement>('Name').value = 'Lan <b>';
    field<HTMLTextAreaElement>('Note').value = 'For my sister';
    field<HTMLInputElement>('Gift').checked = true;
    field<HTMLSelectElement>('Size').value = '100';

    const server = serverFields(root);
    const frameDone = hydrationStarting();
    await act(async () => {
      hydrateRoot(root, formPage);
    });
    frameDone();
    await whenHydrated();
    // Hydrated, React kept the visitor's text on screen but the components still hold the server's
    // values: a submit would send '' (why the replay is needed on React 19).
    expect(state()).toBe('||no gift|50');
    expect(field<HTMLInputElement>('Name').value).toBe('Lan <b>');

    await act(async () => replayEdits(editedFields(root, server)));
    expect(state()).toBe('Lan <b>|For my sister|gift|100');
    expect(field<HTMLInputElement>('Name').value).toBe('Lan <b>');
    expect(field<HTMLTextAreaElement>('Note').value).toBe('For my sister');
    expect(field<HTMLInputElement>('Gift').checked).toBe(true);
  });

  it('leaves untouched fields alone', async () => {
    const root = serverRendered(<Form />);
    const events: string[] = [];
    root.addEventListener('input', () => events.push('input'));
    root.addEventListener('change', () => events.push('change'));
    const server = serverFields(root);
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    await act(async () => replayEdits(editedFields(root, server)));
    expect(events).toEqual([]);
    expect(state()).toBe('||no gift|50');
  });

  it('leaves alone the fields React made after the server (their defaults are not the markup)', async () => {
    // The workshop booking form: its selects appear once the browser has the data, a controlled
    // select React creates marks its option selected but not `defaultSelected`, and a replayed
    // change used to reset the form (the chosen day dropped from the URL).
    const root = serverRendered(<LaterForm />);
    const server = serverFields(root);
    await act(async () => {
      hydrateRoot(root, <LaterForm />);
    });
    expect(state()).toBe('||no gift|50');
    const events: string[] = [];
    root.addEventListener('change', () => events.push('change'));
    await act(async () => replayEdits(editedFields(root, server)));
    expect(events).toEqual([]);
    expect(state()).toBe('||no gift|50');
  });
});
