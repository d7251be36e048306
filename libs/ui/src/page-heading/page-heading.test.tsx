import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('renders the one level-1 heading and its lead', () => {
    render(<PageHeading title="Gift cards" lead="Let them choose their scent." />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeInTheDocument();
    expect(screen.getByText('Let them choose their scent.')).toBeInTheDocument();
  });
});
