import { describe, expect, it } from 'vitest';
import { endsByClosing } from './opening-days';
import { studioClosing } from './studio';

describe('a session ends by the studio’s closing time', () => {
  const closing = studioClosing('sg', '2026-12-04', 'Asia/Singapore');

  it('reads the closing time from the studio’s configuration, in the shop’s zone', () => {
    expect(closing).toBe('2026-12-04T13:30:00.000Z'); // 21:30 in Singapore
    expect(studioClosing('zz', '2026-12-04', 'Asia/Singapore')).toBeNull();
  });

  it('lets a session end exactly at closing and refuses one a minute longer', () => {
    const at19 = { start: '2026-12-04T11:00:00.000Z' };
    expect(endsByClosing(at19, 150, closing)).toBe(true);
    expect(endsByClosing(at19, 151, closing)).toBe(false);
    expect(endsByClosing(at19, 60, null)).toBe(false);
  });
});
