import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('business shell', () => {
  it('shows the business heading', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Business scenting' })).toBeTruthy();
  });
});
