// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLICKS_GLOBAL, replayEarlyClicks } from './early-clicks';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  document.body.innerHTML = '';
});

describe('replayEarlyClicks', () => {
  it('taps each held button again, in order, and skips one that is gone', () => {
    document.body.innerHTML = '<button id="a">Add</button><button id="b">Menu</button><button id="c">Gone</button>';
    const taps: string[] = [];
    document.body.addEventListener('click', (event) => taps.push((event.target as Element).id));
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);
    c!.remove();
    let taken = 0;
    (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL] = () => {
      taken += 1;
      return [b, a, c];
    };
    expect(replayEarlyClicks()).toBe(2);
    expect(taps).toEqual(['b', 'a']);
    expect(taken).toBe(1);
  });

  it('does nothing on a page without the loading script (the client-only page)', () => {
    expect(replayEarlyClicks()).toBe(0);
  });
});
