// editRecorder (libs/app-shell) keeps pre-hydration edits for Preact's controlled fields; the
// store's tests run on Preact (vite.config.ts aliases), so this is where it is tried as it ships.
import { editRecorder, HydrateLater, hydrationStarting, whenHydrated } from '@atelier/app-shell/hydration';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

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

let container: HTMLElement;
afterEach(() => container?.remove());

const field = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
const state = () => container.querySelector('output')!.textContent;

/** The form in a part hydrated later, as the frames put their <main>. */
const page = (
  <div>
    <HydrateLater>
      <main>
        <Form />
      </main>
    </HydrateLater>
  </div>
);

/** hydrateServerPage's order: record, hydrate (recording before each part), replay at the end. */
async function hydrateWithEdits(root: HTMLElement, fill: () => void) {
  const edits = editRecorder(root);
  edits.recordEdits();
  const done = hydrationStarting(edits.recordEdits);
  hydrateRoot(root, page);
  done();
  fill();
  await whenHydrated();
  await Promise.resolve();
  // Hydrated, the fields' state is still the server's (a submit would send ''), and the textarea's
  // text is gone from the screen too.
  expect(state()).toBe('||no gift|50');
  expect(field<HTMLTextAreaElement>('Note').value).toBe('');
  edits.replayEdits();
  await Promise.resolve();
}

describe('editRecorder', () => {
  it('gives the components what was typed and chosen before their part hydrated', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The visitor fills the server's form while the page's code is running.
    await hydrateWithEdits(container, () => {
      field<HTMLInputElement>('Name').value = 'Lan <b>';
      field<HTMLTextAreaElement>('Note').value = 'For my sister';
      field<HTMLInputElement>('Gift').checked = true;
      field<HTMLSelectElement>('Size').value = '100';
    });
    expect(state()).toBe('Lan <b>|For my sister|gift|100');
    expect(field<HTMLInputElement>('Name').value).toBe('Lan <b>');
    expect(field<HTMLTextAreaElement>('Note').value).toBe('For my sister');
  });

  it('leaves untouched fields alone', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const events: string[] = [];
    container.addEventListener('input', () => events.push('input'));
    container.addEventListener('change', () => events.push('change'));
    const edits = editRecorder(container);
    edits.recordEdits();
    hydrateRoot(container, <Form />);
    edits.replayEdits();
    await Promise.resolve();
    expect(events).toEqual([]);
    expect(state()).toBe('||no gift|50');
  });
});
