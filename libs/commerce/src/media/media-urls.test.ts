import { describe, expect, it } from 'vitest';
import { isResizable, mediaSrcSet, mediaUrl, mediaWidths } from './media-urls';

describe('media URLs', () => {
  it('asks our pipeline for a width and a format, and leaves other pictures alone', () => {
    expect(mediaUrl('/media/products/amber-oud/set.jpg', 640, 'webp')).toBe(
      '/media/products/amber-oud/set.jpg?w=640&fm=webp',
    );
    expect(mediaUrl('/media/products/amber-oud/set.jpg', 640)).toBe(
      '/media/products/amber-oud/set.jpg?w=640',
    );
    expect(mediaUrl('/media/bottles/black-gold-30ml.svg', 640)).toBe('/media/bottles/black-gold-30ml.svg');
    expect(mediaUrl('https://cdn.example.com/x.jpg', 640)).toBe('https://cdn.example.com/x.jpg');
    expect(isResizable('/media/x.jpg?w=1')).toBe(false);
  });

  it('offers the widths up to the first that covers the picture', () => {
    expect(mediaWidths(1200)).toEqual([160, 320, 480, 640, 800, 1024, 1280]);
    expect(mediaWidths(1920, 800)).toEqual([160, 320, 480, 640, 800]);
    expect(mediaWidths(100)).toEqual([160]);
  });

  it('writes a srcset narrowest first', () => {
    expect(mediaSrcSet('/media/a.jpg', [320, 640], 'avif')).toBe(
      '/media/a.jpg?w=320&fm=avif 320w, /media/a.jpg?w=640&fm=avif 640w',
    );
  });
});
