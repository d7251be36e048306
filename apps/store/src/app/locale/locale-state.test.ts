import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/render-app';
import { createLocaleState } from './locale-state';

describe('the market the API client sends (LocaleState)', () => {
  it('resolves a navigation’s path once, however many loaders ask', () => {
    const state = createLocaleState(testConfig, '/sg/');
    const first = state.syncFromPath('/ae/ar/cart');
    // The locale route's loader and the page's loader ask for the same path: one answer.
    expect(state.syncFromPath('/ae/ar/cart')).toBe(first);
    expect(state.headers()).toEqual({ country: 'ae', language: 'ar', currency: 'aed' });
  });

  it('follows the next navigation, also back to an earlier path, and keeps the last good one on a bad path', () => {
    const state = createLocaleState(testConfig, '/sg/');
    state.syncFromPath('/vn/vi/');
    expect(state.headers()).toMatchObject({ country: 'vn', language: 'vi' });
    state.syncFromPath('/sg/zh-hans/');
    expect(state.headers()).toMatchObject({ country: 'sg', language: 'zh-hans' });
    state.syncFromPath('/vn/vi/');
    expect(state.headers()).toMatchObject({ country: 'vn', language: 'vi' });
    expect(state.syncFromPath('/zz9/').ok).toBe(false);
    expect(state.headers()).toMatchObject({ country: 'vn', language: 'vi' });
  });
});
