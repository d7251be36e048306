import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('store shell', () => {
  it('shows the store heading', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Atelier Scents' })).toBeTruthy();
  });
});
