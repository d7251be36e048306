import { useProducts } from '@atelier/api/queries';
import type { CmsPage } from '@atelier/api/schema';
import { buttonClassName } from '@atelier/ui/button';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { useServices } from '../../app/services/services-context';
import { isBusinessHref, resolveCmsHref } from './cms-href';
import { ProductGrid as ProductCards } from '../product-grid/product-grid';
import { productGridParams } from './product-grid';
import { SafeHtml } from './safe-html';
import './cms-blocks.css';

type CmsBlock = CmsPage['blocks'][number];
type Data = Record<string, unknown>;

/** The first of `keys` that holds a non-empty string: editors and importers name fields differently. */
function text(data: Data, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** Plain text with blank lines as paragraph breaks. */
function Paragraphs({ value }: { value: string }) {
  return (
    <>
      {value
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

function RichText({ data }: { data: Data }) {
  const html = text(data, 'html');
  if (html) return <SafeHtml html={html} />;
  const plain = text(data, 'text', 'body', 'content');
  return plain ? <Paragraphs value={plain} /> : null;
}

/** A text block: optional section heading, then the text. */
function TextBlock({ data }: { data: Data }) {
  const heading = text(data, 'heading', 'title');
  return (
    <section className="cms-text">
      {heading ? <h2>{heading}</h2> : null}
      <RichText data={data} />
    </section>
  );
}

/**
 * A CMS link, placed in the page's locale (see resolveCmsHref). Store paths navigate inside the app;
 * the business area and other sites are ordinary links.
 */
function CmsLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const locale = useLocale();
  const { config } = useServices();
  const target = resolveCmsHref(href, locale, config);
  if (!target) return null;
  if (target.startsWith('/') && !isBusinessHref(target)) {
    return (
      <Link to={target} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(target);
  return (
    <a href={target} className={className} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

function Hero({ data }: { data: Data }) {
  const heading = text(data, 'heading', 'title');
  const body = text(data, 'body', 'text', 'subheading', 'subtitle');
  const cta = typeof data['cta'] === 'object' && data['cta'] !== null ? (data['cta'] as Data) : {};
  const label = text(cta, 'label', 'text') ?? text(data, 'cta_label', 'ctaLabel', 'button_label');
  const href = text(cta, 'href', 'url') ?? text(data, 'cta_href', 'ctaHref', 'cta_url', 'href', 'url');
  const image = text(data, 'image', 'image_url');
  return (
    <section className="cms-hero">
      {heading ? <h2 className="cms-hero__heading">{heading}</h2> : null}
      {body ? (
        <div className="cms-hero__text">
          <Paragraphs value={body} />
        </div>
      ) : null}
      {label && href ? (
        <CmsLink href={href} className={buttonClassName('primary')}>
          {label}
        </CmsLink>
      ) : null}
      {image ? (
        <img className="cms-hero__image" src={image} alt={text(data, 'image_alt', 'alt') ?? ''} />
      ) : null}
    </section>
  );
}

function Faq({ data }: { data: Data }) {
  const heading = text(data, 'heading', 'title');
  const items = Array.isArray(data['items']) ? (data['items'] as unknown[]) : [];
  const entries = items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Data;
    const question = text(record, 'question', 'q', 'title');
    return question ? [{ question, answer: record }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <section className="cms-faq">
      {heading ? <h2>{heading}</h2> : null}
      {entries.map(({ question, answer }, index) => (
        <details key={index} className="cms-faq__item">
          <summary>{question}</summary>
          <div className="cms-faq__answer">
            {text(answer, 'answer_html') ? (
              <SafeHtml html={text(answer, 'answer_html')!} />
            ) : (
              <RichText
                data={{ text: text(answer, 'answer', 'a', 'text', 'body'), html: text(answer, 'html') }}
              />
            )}
          </div>
        </details>
      ))}
    </section>
  );
}

function Heading({ data }: { data: Data }) {
  const value = text(data, 'text', 'heading', 'title');
  if (!value) return null;
  const level = data['level'] === 3 || data['level'] === '3' ? 'h3' : 'h2';
  return level === 'h3' ? <h3>{value}</h3> : <h2>{value}</h2>;
}

function Image({ data }: { data: Data }) {
  const src = text(data, 'src', 'url', 'image');
  if (!src) return null;
  const caption = text(data, 'caption');
  return (
    <figure className="cms-image">
      <img src={src} alt={text(data, 'alt', 'image_alt') ?? ''} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

function CallToAction({ data }: { data: Data }) {
  const label = text(data, 'label', 'text', 'cta_label');
  const href = text(data, 'href', 'url', 'cta_href');
  if (!label || !href) return null;
  return (
    <p>
      <CmsLink href={href} className={buttonClassName('secondary')}>
        {label}
      </CmsLink>
    </p>
  );
}

function Table({ data }: { data: Data }) {
  const headingId = useId();
  const heading = text(data, 'heading', 'title');
  const columns = Array.isArray(data['columns']) ? data['columns'].map(String) : [];
  const rows = Array.isArray(data['rows'])
    ? data['rows'].filter(Array.isArray).map((row) => (row as unknown[]).map((cell) => String(cell ?? '')))
    : [];
  if (rows.length === 0) return null;
  return (
    <section className="cms-table">
      {heading ? <h2 id={headingId}>{heading}</h2> : null}
      {/* Scrolls sideways on a narrow screen instead of squeezing the columns. */}
      <div
        className="cms-table__scroll"
        {...(heading ? { role: 'region', 'aria-labelledby': headingId, tabIndex: 0 } : {})}
      >
        <table aria-labelledby={heading ? headingId : undefined}>
          {columns.length > 0 ? (
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A `product_grid` block: a collection from GET /api/products/ (prefetched by the route loader). */
function ProductGrid({ data }: { data: Data }) {
  const params = productGridParams(data);
  // A listing that failed in the route loader is not asked for again on mount.
  const products = useProducts(params ?? {}, {
    queryConfig: { enabled: params !== null, retryOnMount: false },
  });
  const heading = text(data, 'heading', 'title');
  const results = products.data?.results ?? [];
  // Nothing while loading, and nothing for an empty or failed listing: the page reads fine without.
  if (!params || results.length === 0) return null;
  return (
    <section className="cms-products">
      {heading ? <h2>{heading}</h2> : null}
      <ProductCards products={results} label={heading ?? undefined} />
    </section>
  );
}

const RENDERERS: Record<string, (props: { data: Data }) => ReactNode> = {
  hero: Hero,
  text: TextBlock,
  rich_text: TextBlock,
  paragraph: TextBlock,
  table: Table,
  product_grid: ProductGrid,
  faq: Faq,
  heading: Heading,
  image: Image,
  cta: CallToAction,
  button: CallToAction,
};

/**
 * The blocks of a CMS page (contract: `CmsBlock {id, type, data}`, data free-form per type). Known
 * types: hero {heading, body, cta {label, href}, image}, text / rich_text / paragraph {heading,
 * body | html}, faq {heading, items [{q, a}]}, table {heading, columns, rows}, product_grid
 * {heading, collection, limit}, heading, image, cta / button. Unknown types are skipped, so the
 * CMS can add a block type before the shop knows how to show it.
 */
export function CmsBlocks({ blocks }: { blocks: readonly CmsBlock[] }) {
  return (
    <div className="cms-blocks">
      {blocks.map((block) => {
        const Renderer = RENDERERS[block.type];
        return Renderer ? <Renderer key={block.id} data={block.data as Data} /> : null;
      })}
    </div>
  );
}
