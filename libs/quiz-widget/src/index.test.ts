import { describe, expect, it } from 'vitest';
import { WIDGET_PROTOCOL_VERSION } from './index';

describe('quiz widget protocol', () => {
  it('is at version 1 (the embed URLs are /embed/v1/...)', () => {
    expect(WIDGET_PROTOCOL_VERSION).toBe(1);
  });
});
