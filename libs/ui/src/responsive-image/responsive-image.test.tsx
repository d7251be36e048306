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

  it('offers a pipeline picture at every width up to its own, in the format the browser accepts', () => {
    render(
      <ResponsiveImage
        src="/media/products/amber-oud/set.jpg"
        alt="Amber Oud on a stone plinth"
        width={1200}
        height={1500}
        sizes="(min-width: 48rem) 25vw, 50vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Amber Oud on a stone plinth' });
    expect(image.getAttribute('srcset')!.split(', ')).toEqual([
      '/media/products/amber-oud/set.jpg?w=160 160w',
      '/media/products/amber-oud/set.jpg?w=320 320w',
      '/media/products/amber-oud/set.jpg?w=480 480w',
      '/media/products/amber-oud/set.jpg?w=640 640w',
      '/media/products/amber-oud/set.jpg?w=800 800w',
      '/media/products/amber-oud/set.jpg?w=1024 1024w',
      '/media/products/amber-oud/set.jpg?w=1280 1280w',
    ]);
    expect(image).toHaveAttribute('src', '/media/products/amber-oud/set.jpg?w=800');
    expect(image).toHaveAttribute('sizes', '(min-width: 48rem) 25vw, 50vw');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1500');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.closest('picture')).toBeNull();
  });

  it('stops at maxWidth', () => {
    render(
      <ResponsiveImage
        src="/media/workshops/pca.jpg"
        alt="A perfumer’s bench"
        width={1600}
        height={1067}
        maxWidth={480}
      />,
    );
    const image = screen.getByRole('img', { name: 'A perfumer’s bench' });
    expect(image).toHaveAttribute(
      'srcset',
      '/media/workshops/pca.jpg?w=160 160w, /media/workshops/pca.jpg?w=320 320w, /media/workshops/pca.jpg?w=480 480w',
    );
    expect(image).toHaveAttribute('src', '/media/workshops/pca.jpg?w=480');
  });

  it('leaves a vector or a picture from elsewhere as it is', () => {
    render(
      <ResponsiveImage src="/media/bottles/clear-gold-30ml.svg" alt="Bottle" width={400} height={400} />,
    );
    const image = screen.getByRole('img', { name: 'Bottle' });
    expect(image).toHaveAttribute('src', '/media/bottles/clear-gold-30ml.svg');
    expect(image).not.toHaveAttribute('srcset');
  });
});
