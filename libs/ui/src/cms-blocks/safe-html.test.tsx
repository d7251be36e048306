import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsBlocks } from './cms-blocks';
import { isSafeHref } from './safe-href';

function showHtml(html: string) {
  return render(
    <CmsBlocks blocks={[{ id: 't', type: 'rich_text', data: { html } }]} resolveHref={(href) => href} />,
  );
}

describe('SafeHtml (through a rich_text block)', () => {
  it('keeps formatting and drops scripts, styles and event handlers', () => {
    const { container } = showHtml(
      '<h1>Delivery</h1><p onclick="steal()" style="color:red" class="x">We ship <strong>daily</strong>.<script>steal()</script></p><style>p{}</style><iframe src="https://evil.example"></iframe><img src="x" onerror="steal()">',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('daily');
    expect(screen.getByText(/We ship/)).toHaveTextContent('We ship daily.');
    for (const selector of [
      'script',
      'style',
      'iframe',
      'img',
      '[onclick]',
      '[onerror]',
      '[style]',
      '[class="x"]',
    ]) {
      expect(container.querySelector(selector)).toBeNull();
    }
    expect(container).not.toHaveTextContent('steal()');
  });

  it('keeps the text of javascript: and protocol-relative links but not the link', () => {
    const { container } = showHtml(
      '<p><a href="javascript:steal()">bad</a> <a href=" JavaScript:steal()">worse</a> <a href="//evil.example">far</a> <a href="data:text/html,x">data</a> <a href="mailto:hello@example.org">mail</a></p>',
    );
    for (const name of ['bad', 'worse', 'far', 'data']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(new RegExp(name))).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:hello@example.org');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('gives external links no access to this page', () => {
    showHtml('<p><a href="https://example.org/press" target="_self">press</a></p>');
    const link = screen.getByRole('link', { name: 'press' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('target');
  });
});

describe('isSafeHref', () => {
  it.each([
    ['/faq', true],
    ['https://example.org', true],
    ['tel:+6561234567', true],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['data:text/html,x', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
