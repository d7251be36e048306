// HydrateLater (libs/app-shell) relies on Preact's resumed hydration; the store's tests run on
// Preact (vite.config.ts aliases), so this is where it is tried as it ships.
import { HydrateLater, hydrationStarting, nextTask, whenHydrated } from '@atelier/app-shell/hydration';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

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
    <HydrateLater>
      <header>
        <Counter label="header" />
      </header>
    </HydrateLater>
    <HydrateLater>
      <footer>
        <Counter label="footer" />
      </footer>
    </HydrateLater>
  </div>
);

const button = (container: HTMLElement, label: string) =>
  container.querySelector<HTMLButtonElement>(`[data-label="${label}"]`)!;

let container: HTMLElement;
afterEach(() => container?.remove());

function serverRendered(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

describe('HydrateLater', () => {
  it('keeps the server markup and hydrates each part in a later task, top first', async () => {
    const root = serverRendered();
    const header = root.querySelector('header');
    const footerButton = button(root, 'footer');

    const done = hydrationStarting();
    hydrateRoot(root, page);
    done();
    let hydrated = false;
    void whenHydrated().then(() => (hydrated = true));

    // The frame answers at once; the parts are still the server's markup, untouched.
    button(root, 'frame').click();
    button(root, 'header').click();
    await Promise.resolve();
    expect(button(root, 'frame').textContent).toBe('frame 1');
    expect(button(root, 'header').textContent).toBe('header 0');
    expect(root.querySelector('header')).toBe(header);

    // One task later (the parts' turns were queued first): the header, and not yet the footer.
    await nextTask();
    button(root, 'header').click();
    button(root, 'footer').click();
    await Promise.resolve();
    expect(button(root, 'header').textContent).toBe('header 1');
    expect(root.querySelector('header')).toBe(header);
    expect(button(root, 'footer').textContent).toBe('footer 0');
    expect(hydrated).toBe(false);

    await nextTask();
    button(root, 'footer').click();
    await Promise.resolve();
    // The same element, hydrated in place: nothing was rendered twice.
    expect(button(root, 'footer')).toBe(footerButton);
    expect(button(root, 'footer').textContent).toBe('footer 1');
    expect(root.querySelectorAll('button')).toHaveLength(3);
    expect(hydrated).toBe(true);
  });

  it('renders at once when the page is rendered in the browser', async () => {
    container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(page);
    await nextTask();
    expect(container.querySelectorAll('button')).toHaveLength(3);
    button(container, 'footer').click();
    await Promise.resolve();
    expect(button(container, 'footer').textContent).toBe('footer 1');
  });
});
