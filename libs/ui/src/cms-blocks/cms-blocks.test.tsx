import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CmsBlockData } from './cms-block-data';
import { CmsBlocks } from './cms-blocks';

/** Places country-less paths under /sg/en, as an app's resolver would. */
const inLocale = (href: string) =>
  href.startsWith('/') && !href.startsWith('/sg/') ? `/sg/en${href}` : href;

function show(blocks: CmsBlockData[], props: Partial<Parameters<typeof CmsBlocks>[0]> = {}) {
  return render(<CmsBlocks blocks={blocks} resolveHref={inLocale} {...props} />);
}

describe('CmsBlocks', () => {
  it('renders a hero: heading, text, a call to action placed by the app, and the picture', () => {
    show([
      {
        id: 'h',
        type: 'hero',
        data: {
          heading: 'Scent for your space',
          body: 'Diffusers for hotels and offices.',
          cta: { label: 'Ask for a quote', href: '/business-scenting/contact' },
          image: '/media/lobby.jpg',
          image_alt: 'A hotel lobby',
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Scent for your space' })).toBeInTheDocument();
    expect(screen.getByText('Diffusers for hotels and offices.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute(
      'href',
      '/sg/en/business-scenting/contact',
    );
    const picture = screen.getByRole('img', { name: 'A hotel lobby' });
    expect(picture).toHaveAttribute('src', '/media/lobby.jpg?w=800');
    expect(picture.getAttribute('srcset')).toContain('/media/lobby.jpg?w=1600 1600w');
    // The first block's picture is fetched first; it sits beside the text on wide screens.
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('sizes', '(min-width: 48rem) 40vw, 100vw');
  });

  it('opens a page on a full-bleed hero: the page’s title its h1, its picture the screen’s width and fetched first', () => {
    const { container } = show(
      [
        {
          id: 'h',
          type: 'hero',
          data: {
            heading: 'A scent your guests remember',
            image: '/media/business/lobby.jpg',
            width: 1920,
            height: 1080,
          },
        },
        { id: 'w', type: 'hero', data: { heading: 'Make it yourself', image: '/media/workshops/pca.jpg' } },
      ],
      { opening: 'Scenting for business' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Scenting for business' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'A scent your guests remember' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Make it yourself' })).toBeInTheDocument();
    const [opening, later] = [...container.querySelectorAll('.ui-cms-hero')];
    expect(opening).toHaveClass('ui-cms-hero--opening');
    expect(later).not.toHaveClass('ui-cms-hero--opening');
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('sizes', 'max(100vw, 125vh)');
    expect(first).toHaveAttribute('width', '1920');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('shows a title that the opening hero’s heading repeats once, as the h1', () => {
    show(
      [
        {
          id: 'h',
          type: 'hero',
          data: { heading: 'Perfume, made in Singapore', image: '/media/home/hero.jpg' },
        },
      ],
      { opening: 'Perfume, made in Singapore' },
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Perfume, made in Singapore' })).toBeInTheDocument();
  });

  it('renders headings at level 2 or 3, never as the page title', () => {
    show([
      { id: 'a', type: 'heading', data: { text: 'Our story' } },
      { id: 'b', type: 'heading', data: { text: 'In Singapore', level: 3 } },
      { id: 'c', type: 'heading', data: { text: 'Not a title', level: 1 } },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'In Singapore' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not a title' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it.each(['rich_text', 'text', 'paragraph'])('renders a %s block as a section with paragraphs', (type) => {
    show([{ id: 't', type, data: { heading: 'Born in Singapore', body: 'First.\n\nSecond.' } }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Born in Singapore' })).toBeInTheDocument();
    expect(screen.getByText('First.').tagName).toBe('P');
    expect(screen.getByText('Second.').tagName).toBe('P');
  });

  it('renders rich text HTML with formatting and links placed by the app', () => {
    const { container } = show([
      {
        id: 't',
        type: 'rich_text',
        data: { html: '<p>We ship <strong>daily</strong>. See the <a href="/faq">FAQ</a>.</p>' },
      },
    ]);
    expect(container.querySelector('strong')).toHaveTextContent('daily');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/sg/en/faq');
  });

  it('renders an image with its alt text and caption', () => {
    show([
      {
        id: 'i',
        type: 'image',
        data: { src: '/media/atelier.jpg', alt: 'Our atelier', caption: 'The blending room' },
      },
    ]);
    const figure = screen.getByRole('figure');
    expect(figure).toContainElement(screen.getByRole('img', { name: 'Our atelier' }));
    expect(figure.querySelector('figcaption')).toHaveTextContent('The blending room');
  });

  it('renders an image with text, the picture on the requested side', async () => {
    const { container } = show([
      {
        id: 'it',
        type: 'image_text',
        data: {
          image: '/media/diffuser.jpg',
          alt: 'A diffuser on a reception desk',
          heading: 'Quiet and even',
          html: '<p>One machine scents <em>400 m²</em>.</p>',
          image_side: 'end',
        },
      },
    ]);
    expect(await screen.findByRole('img', { name: 'A diffuser on a reception desk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Quiet and even' })).toBeInTheDocument();
    expect(screen.getByText('400 m²').tagName).toBe('EM');
    expect(container.querySelector('.ui-cms-image-text--image-end')).not.toBeNull();
  });

  it('renders a quote with its author and role', async () => {
    show([
      {
        id: 'q',
        type: 'quote',
        data: {
          text: 'Guests ask about the scent.',
          author: 'Lina Tran',
          role: 'General manager, Hotel Saigon',
        },
      },
    ]);
    const figure = await screen.findByRole('figure');
    expect(within(figure).getByRole('blockquote')).toHaveTextContent('Guests ask about the scent.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Lina Tran');
    expect(figure.querySelector('figcaption')).toHaveTextContent('General manager, Hotel Saigon');
  });

  it('renders an Arabic quote right-to-left on an Arabic page', () => {
    render(
      <div dir="rtl" lang="ar">
        <CmsBlocks
          blocks={[{ id: 'q', type: 'quote', data: { text: 'يسألنا الضيوف عن الرائحة.', author: 'ليلى' } }]}
          resolveHref={inLocale}
        />
      </div>,
    );
    const quote = screen.getByRole('blockquote');
    expect(quote).toHaveTextContent('يسألنا الضيوف عن الرائحة.');
    expect(quote.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('renders a call to action as a link through the app link component', () => {
    const AppLink = ({
      href,
      className,
      children,
    }: {
      href: string;
      className?: string;
      children: ReactNode;
    }) => (
      <a href={href} className={className} data-router="yes">
        {children}
      </a>
    );
    show(
      [
        { id: 'c', type: 'cta', data: { label: 'Book a workshop', href: '/workshops' } },
        { id: 'e', type: 'cta', data: { label: 'Our press kit', href: 'https://example.org/press' } },
      ],
      { LinkComponent: AppLink },
    );
    const internal = screen.getByRole('link', { name: 'Book a workshop' });
    expect(internal).toHaveAttribute('href', '/sg/en/workshops');
    expect(internal).toHaveAttribute('data-router', 'yes');
    const external = screen.getByRole('link', { name: 'Our press kit' });
    expect(external).not.toHaveAttribute('data-router');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops a call to action whose href is unsafe or refused by the app', () => {
    show(
      [
        { id: 'a', type: 'cta', data: { label: 'Evil', href: 'javascript:alert(1)' } },
        { id: 'b', type: 'cta', data: { label: 'Elsewhere', href: '//evil.example/x' } },
        { id: 'c', type: 'cta', data: { label: 'Refused', href: '/nowhere' } },
        { id: 'd', type: 'heading', data: { text: 'Still here' } },
      ],
      { resolveHref: (href) => (href === '/nowhere' ? '' : href) },
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  it('shows no picture whose source is a script URL, a non-image data URL or a protocol-relative path', async () => {
    const { container } = show([
      { id: 'h', type: 'hero', data: { heading: 'Hero', image: 'javascript:alert(1)' } },
      { id: 'i', type: 'image', data: { src: 'data:text/html,<script>alert(1)</script>' } },
      { id: 't', type: 'image_text', data: { body: 'Text', image: '//evil.example/x.png' } },
      { id: 'ok', type: 'image', data: { src: '/media/products/amber-oud.svg', alt: 'Amber Oud' } },
      { id: 'inline', type: 'image', data: { src: 'data:image/png;base64,iVBORw0KGgo=', alt: 'Dot' } },
    ]);
    // The picture-and-text block loads lazily: its text shows once it has rendered.
    await screen.findByText('Text');
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/products/amber-oud.svg',
      'data:image/png;base64,iVBORw0KGgo=',
    ]);
  });

  it('renders an FAQ as questions that open to show their answers', async () => {
    show([
      {
        id: 'f',
        type: 'faq',
        data: {
          heading: 'Orders',
          items: [
            { q: 'When will my order arrive?', a: 'Within 3 working days.' },
            { question: 'Can I return it?', answer_html: '<p>Yes, within <strong>14 days</strong>.</p>' },
          ],
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Within 3 working days.')).not.toBeVisible();
    await userEvent.click(screen.getByText('When will my order arrive?'));
    expect(screen.getByText('Within 3 working days.')).toBeVisible();
    await userEvent.click(screen.getByText('Can I return it?'));
    expect(screen.getByText('14 days')).toBeVisible();
  });

  it('renders a table with column and row headers, scrollable by keyboard', async () => {
    show([
      {
        id: 't',
        type: 'table',
        data: {
          heading: 'Delivery options',
          columns: ['Method', 'Cost'],
          rows: [
            ['Express', 'S$12.00'],
            ['Standard', 'S$5.00'],
          ],
        },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Delivery options' });
    expect(within(table).getByRole('columnheader', { name: 'Cost' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Express' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'S$5.00' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery options' })).toHaveAttribute('tabindex', '0');
  });

  it('hands a product grid to the app, and shows nothing for it without one', () => {
    const block = { id: 'g', type: 'product_grid', data: { heading: 'Best sellers', collection: 'best' } };
    const renderProductGrid = vi.fn((data: Record<string, unknown>) => (
      <h2>{String(data['heading'])} grid</h2>
    ));
    const { unmount } = show([block], { renderProductGrid });
    expect(screen.getByRole('heading', { name: 'Best sellers grid' })).toBeInTheDocument();
    expect(renderProductGrid).toHaveBeenCalledWith(block.data, block);
    unmount();
    const { container } = show([block]);
    expect(container.querySelector('.ui-cms-blocks')).toBeEmptyDOMElement();
  });

  it('skips block types it does not know', () => {
    const { container } = show([
      { id: 'x', type: 'carousel_3d', data: { slides: [], heading: 'Hidden' } },
      { id: 'h', type: 'heading', data: { text: 'Still here' } },
    ]);
    expect(container.querySelector('.ui-cms-blocks')?.children).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});
