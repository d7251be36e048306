import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Wordmark } from './wordmark';

describe('Wordmark', () => {
  it('is an image named by the brand, drawn from outlines rather than text', () => {
    render(
      <a href="/sg/">
        <Wordmark label="Atelier Scents" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Atelier Scents' });
    const image = screen.getByRole('img', { name: 'Atelier Scents' });
    expect(link).toContainElement(image);
    // No text to fall back to another face in any language: the drawing is the stylesheet's mask.
    expect(image).toBeEmptyDOMElement();
    expect(image).toHaveClass('ui-wordmark');
  });
});
