import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it('loads lazily, off the main thread, with its size reserved', () => {
    render(<ResponsiveImage src="/media/amber-oud.svg" alt="Amber Oud bottle" width={400} height={400} />);
    const image = screen.getByRole('img', { name: 'Amber Oud bottle' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('fetches the page’s main picture at once and first', () => {
    render(
      <ResponsiveImage src="/media/amber-oud.svg" alt="Amber Oud bottle" width={400} height={400} priority />,
    );
    const image = screen.getByRole('img', { name: 'Amber Oud bottle' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('decoding');
  });

  it('offers every width, narrowest first, with the sizes it is shown at', () => {
    render(
      <ResponsiveImage
        src="/media/hero-1600.jpg"
        alt=""
        width={1600}
        height={900}
        sources={[
          { src: '/media/hero-800.jpg', width: 800 },
          { src: '/media/hero-400.jpg', width: 400 },
        ]}
        sizes="(min-width: 48rem) 50vw, 100vw"
      />,
    );
    // alt="" makes it decorative: no img role.
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute(
      'srcset',
      '/media/hero-400.jpg 400w, /media/hero-800.jpg 800w, /media/hero-1600.jpg 1600w',
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 48rem) 50vw, 100vw');
    expect(image).toHaveAttribute('alt', '');
  });
});
