import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CmsBlockData } from './cms-block-data';
import { CmsBlocks } from './cms-blocks';

/** A placeholder picture that needs no network (Storybook and its jsdom test run offline). */
function picture(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="${colour}"/><text x="400" y="260" font-size="40" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const hero: CmsBlockData = {
  id: 'hero',
  type: 'hero',
  data: {
    heading: 'Scent for your space',
    body: 'Diffusers and signature fragrances for hotels, offices and shops, installed and refilled by us.',
    cta: { label: 'Ask for a quote', href: '/business-scenting/contact' },
    image: picture('Lobby', '#7a4b2a'),
    image_alt: 'A hotel lobby with a diffuser beside the reception desk',
  },
};
const heading: CmsBlockData = { id: 'heading', type: 'heading', data: { text: 'How it works' } };
const richText: CmsBlockData = {
  id: 'text',
  type: 'rich_text',
  data: {
    heading: 'A fragrance that is yours',
    html: '<p>Our perfumers blend a scent for your brand in <strong>four weeks</strong>.</p><ul><li>Tasting session</li><li>Two revisions</li></ul><p>Read the <a href="/faq">questions clients ask</a>.</p>',
  },
};
const image: CmsBlockData = {
  id: 'image',
  type: 'image',
  data: {
    src: picture('Atelier', '#5c534d'),
    alt: 'The blending room of our atelier',
    caption: 'Our atelier in Singapore',
  },
};
const imageText: CmsBlockData = {
  id: 'image-text',
  type: 'image_text',
  data: {
    image: picture('Diffuser', '#2d4f7c'),
    alt: 'A diffuser on a shelf',
    heading: 'Quiet and even',
    html: '<p>One machine scents up to 400 m², silently, on a schedule you set.</p>',
    image_side: 'start',
  },
};
const quote: CmsBlockData = {
  id: 'quote',
  type: 'quote',
  data: {
    text: 'Guests ask about the scent before they ask for the Wi-Fi password.',
    author: 'Lina Tran',
    role: 'General manager, Hotel Saigon',
  },
};
const cta: CmsBlockData = {
  id: 'cta',
  type: 'cta',
  data: {
    heading: 'Try it for a month',
    text: 'A free trial for spaces over 200 m².',
    label: 'Book a visit',
    href: '/business-scenting/contact',
  },
};
const faq: CmsBlockData = {
  id: 'faq',
  type: 'faq',
  data: {
    heading: 'Questions',
    items: [
      { question: 'Who refills the oil?', answer: 'We do, every month, at a time that suits you.' },
      {
        question: 'Is it safe for guests?',
        answer_html: '<p>Our oils are <strong>IFRA</strong> compliant.</p>',
      },
    ],
  },
};
const table: CmsBlockData = {
  id: 'table',
  type: 'table',
  data: {
    heading: 'Machines',
    columns: ['Machine', 'Area', 'Refill'],
    rows: [
      ['Studio', 'up to 100 m²', 'every 2 months'],
      ['Lobby', 'up to 400 m²', 'monthly'],
    ],
  },
};
const productGrid: CmsBlockData = {
  id: 'products',
  type: 'product_grid',
  data: { heading: 'Oils for businesses', collection: 'business-oils', limit: 4 },
};

const meta = {
  title: 'Content/CmsBlocks',
  component: CmsBlocks,
  args: {
    blocks: [],
    // As an app would: country-less site paths are placed in the page's locale.
    resolveHref: (href: string) => (href.startsWith('/') ? `/sg/en${href}` : href),
  },
} satisfies Meta<typeof CmsBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {
  args: { blocks: [hero] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Scent for your space' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute(
      'href',
      '/sg/en/business-scenting/contact',
    );
  },
};

export const Heading: Story = {
  args: { blocks: [heading, { id: 'sub', type: 'heading', data: { text: 'Installation', level: 3 } }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Installation' }),
    ).toBeInTheDocument();
  },
};

export const RichText: Story = {
  args: { blocks: [richText] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'questions clients ask' })).toHaveAttribute(
      'href',
      '/sg/en/faq',
    );
  },
};

/** Script, handlers and a javascript: link as a careless editor might paste them: only text remains. */
export const RichTextSanitised: Story = {
  args: {
    blocks: [
      {
        id: 'unsafe',
        type: 'rich_text',
        data: {
          heading: 'Pasted content',
          html: '<p onclick="alert(1)">Kept text.<script>alert(1)</script> <a href="javascript:alert(1)">not a link</a></p>',
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Kept text/)).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('script, [onclick]')).toBeNull();
  },
};

// A picture alone has no heading or link; the heading gives the story (and the page) its context.
export const Image: Story = {
  args: { blocks: [{ ...heading, data: { text: 'Where we blend' } }, image] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'The blending room of our atelier' }),
    ).toBeInTheDocument();
  },
};

export const ImageText: Story = {
  args: {
    blocks: [
      imageText,
      {
        ...imageText,
        id: 'image-end',
        data: { ...imageText.data, heading: 'Refilled for you', image_side: 'end' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Quiet and even' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: 'A diffuser on a shelf' })).toHaveLength(2);
  },
};

export const Quote: Story = {
  args: { blocks: [{ ...heading, data: { text: 'What clients say' } }, quote] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('blockquote')).toHaveTextContent(/Wi-Fi password/);
  },
};

export const CallToAction: Story = {
  args: {
    blocks: [
      cta,
      { id: 'plain', type: 'cta', data: { label: 'See all machines', href: '/business-scenting/product' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Book a visit' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See all machines' })).toHaveAttribute(
      'href',
      '/sg/en/business-scenting/product',
    );
  },
};

export const Faq: Story = {
  args: { blocks: [faq] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Who refills the oil?'));
    await expect(canvas.getByText(/every month/)).toBeVisible();
  },
};

export const Table: Story = {
  args: { blocks: [table] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Machines' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Lobby' })).toBeInTheDocument();
  },
};

/** The app renders product grids (it owns the data); here a stand-in shows where one goes. */
export const ProductGrid: Story = {
  args: {
    blocks: [productGrid],
    renderProductGrid: (data) => (
      <section
        aria-label={String(data['heading'])}
        style={{ padding: 'var(--space-4)', border: '1px dashed var(--color-border-strong)' }}
      >
        <h2>{String(data['heading'])}</h2>
        <p>
          Collection “{String(data['collection'])}”, up to {String(data['limit'])} products.
        </p>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Oils for businesses' }),
    ).toBeInTheDocument();
  },
};

export const FullPage: Story = {
  args: { blocks: [hero, heading, richText, imageText, quote, image, table, faq, cta] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
    await expect(canvas.getByRole('blockquote')).toBeInTheDocument();
  },
};

/** An Arabic page: every block mirrors by itself (the picture of image + text moves to the right). */
export const FullPageArabic: Story = {
  args: {
    resolveHref: (href: string) => (href.startsWith('/') ? `/ae/ar${href}` : href),
    blocks: [
      {
        ...hero,
        data: {
          ...hero.data,
          heading: 'عطر لمساحتك',
          body: 'أجهزة تعطير وعطور مميزة للفنادق والمكاتب والمتاجر، نركّبها ونعيد تعبئتها بأنفسنا.',
          cta: { label: 'اطلب عرض سعر', href: '/business-scenting/contact' },
          image_alt: 'ردهة فندق مع جهاز تعطير بجانب مكتب الاستقبال',
        },
      },
      {
        ...imageText,
        data: {
          ...imageText.data,
          alt: 'جهاز تعطير على رف',
          heading: 'هادئ ومتوازن',
          html: '<p>جهاز واحد يعطّر حتى <strong>٤٠٠ م²</strong> بصمت، وفق جدول تحدده.</p>',
        },
      },
      {
        ...quote,
        data: {
          text: 'يسألنا الضيوف عن الرائحة قبل أن يسألوا عن كلمة مرور الواي فاي.',
          author: 'ليلى ترَن',
          role: 'المديرة العامة، فندق سايغون',
        },
      },
      {
        ...faq,
        data: {
          heading: 'أسئلة',
          items: [{ question: 'من يعيد تعبئة الزيت؟', answer: 'نحن، كل شهر، في الوقت الذي يناسبك.' }],
        },
      },
      {
        ...cta,
        data: {
          heading: 'جرّبه لمدة شهر',
          text: 'تجربة مجانية للمساحات التي تزيد عن ٢٠٠ م².',
          label: 'احجز زيارة',
          href: '/business-scenting/contact',
        },
      },
    ],
  },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <CmsBlocks {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'عطر لمساحتك' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'اطلب عرض سعر' })).toHaveAttribute(
      'href',
      '/ae/ar/business-scenting/contact',
    );
    await expect(canvas.getByRole('blockquote')).toHaveTextContent(/الضيوف/);
  },
};
