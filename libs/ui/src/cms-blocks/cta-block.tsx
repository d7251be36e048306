import { buttonClassName } from '../button/button';
import { text, type BlockData } from './cms-block-data';
import { CmsLink } from './cms-links';

/** `cta` (also `button`): {label, href, heading?, text?}: a link styled as a button (it navigates). */
export function CtaBlock({ data }: { data: BlockData }) {
  const label = text(data, 'label', 'cta_label', 'button_label');
  const href = text(data, 'href', 'url', 'cta_href');
  if (!label || !href) return null;
  const heading = text(data, 'heading', 'title');
  const body = text(data, 'text', 'body');
  const link = (
    <p>
      <CmsLink href={href} className={buttonClassName(heading || body ? 'primary' : 'secondary')}>
        {label}
      </CmsLink>
    </p>
  );
  if (!heading && !body) return link;
  return (
    <section className="ui-cms-cta">
      {heading ? <h2>{heading}</h2> : null}
      {body ? <p>{body}</p> : null}
      {link}
    </section>
  );
}
