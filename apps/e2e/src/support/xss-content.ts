import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { XSS } from './xss-payloads';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const run = promisify(execFile);

/**
 * CMS text an editor (or a stolen editor account) could write. The plain-text fields must come
 * back as text; the HTML goes through the server's allow-list and the apps' own, so the scripts,
 * handlers, frames and `javascript:` links disappear while the words around them stay.
 */
export const CMS = {
  title: `Questions ${XSS.img}`,
  seoTitle: `</title><script>window.__xss=1</script> FAQ`,
  seoDescription: `" onmouseover="window.__xss=1" x="${XSS.svg}`,
  heroHeading: `Welcome ${XSS.details}`,
  heroBody: XSS.template,
  heroCta: 'Click me',
  faqQuestion: `Is it safe? ${XSS.script}`,
  quote: `${XSS.rtl} said nobody`,
  tableCell: XSS.svg,
  ctaLabel: 'Run the code',
  /** What the rich text keeps: its words, and the one harmless link. */
  richBefore: 'Rich text before the payloads.',
  richAfter: 'And after them.',
  safeLinkText: 'Read the shipping page',
  badLinkText: 'A link that runs code',
  markdownText: 'Markdown link that runs code',
  businessTitle: `Our promise ${XSS.script}`,
  storyTitle: `A hotel story ${XSS.img}`,
  storyDescription: `Lobby scenting ${XSS.svg}`,
} as const;

const RICH_HTML =
  `<p>${CMS.richBefore}<script>window.__xss=1</script>` +
  `<img src=x onerror=window.__xss=1><a href="javascript:window.__xss=1">${CMS.badLinkText}</a> ` +
  `<a href="/shipping-information" onclick="window.__xss=1" style="background:url(javascript:window.__xss=1)">${CMS.safeLinkText}</a></p>` +
  `<svg onload=window.__xss=1><circle r="1"/></svg>` +
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>` +
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>` +
  `<form action="javascript:window.__xss=1"><button>Send</button></form>` +
  `<p>${CMS.richAfter}<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:window.__xss=1"></p>`;

function blocks() {
  return [
    {
      id: 'hero',
      type: 'hero',
      data: {
        heading: CMS.heroHeading,
        body: CMS.heroBody,
        cta: { label: CMS.heroCta, href: XSS.javascriptUrl },
        image: 'javascript:window.__xss=1',
        image_alt: XSS.img,
      },
    },
    { id: 'rich', type: 'rich_text', data: { html: RICH_HTML } },
    {
      id: 'md',
      type: 'rich_text',
      markdown: `[${CMS.markdownText}](javascript:window.__xss=1) and **bold** <img src=x onerror=window.__xss=1>`,
    },
    {
      id: 'faq',
      type: 'faq',
      data: {
        heading: 'Questions',
        items: [
          { question: CMS.faqQuestion, answer_html: `<p>Yes.<img src=x onerror=window.__xss=1></p>` },
          { question: 'Plain answer?', answer: XSS.details },
        ],
      },
    },
    { id: 'quote', type: 'quote', data: { text: CMS.quote, author: XSS.script } },
    {
      id: 'table',
      type: 'table',
      data: { heading: 'Table', columns: ['Name', XSS.img], rows: [['Row', CMS.tableCell]] },
    },
    { id: 'cta', type: 'cta', data: { label: CMS.ctaLabel, href: ' JaVaScRiPt:window.__xss=1' } },
    { id: 'img', type: 'image', data: { src: 'javascript:window.__xss=1', alt: XSS.svg } },
  ];
}

const page = (title: string, description: string | null) => ({
  title,
  seo: { title: CMS.seoTitle, description, image: null },
  blocks: blocks(),
});

/** Content files, as `npm run content:import` reads them: `{slug}/{country}-{language}.json`. */
function writeContentFolder(dir: string): void {
  const files: Record<string, unknown> = {
    'faq/sg-en.json': page(CMS.title, CMS.seoDescription),
    'business-xss-check/sg-en.json': page(CMS.businessTitle, CMS.seoDescription),
    'success-story-xss-check/sg-en.json': { ...page(CMS.storyTitle, CMS.storyDescription) },
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), `${JSON.stringify(body, null, 2)}\n`);
  }
}

/**
 * A data folder for the server with the seed data and the hostile CMS pages, brought in the way an
 * operator does it: `dist/seed.js`, then `dist/content.js import` (the content import sanitises
 * block HTML like the CMS does). The server started on it finds a seeded database and keeps it.
 */
export async function prepareHostileContent(): Promise<{ dataDir: string; remove(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-xss-'));
  const contentDir = join(dataDir, 'content');
  writeContentFolder(contentDir);
  const env = { ...process.env, DATA_DIR: join(dataDir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'warn' };
  await run(process.execPath, [join(repoRoot, 'apps/api/dist/seed.js')], { cwd: repoRoot, env });
  const imported = await run(
    process.execPath,
    [join(repoRoot, 'apps/api/dist/content.js'), 'import', contentDir],
    { cwd: repoRoot, env },
  );
  if (!/3 created|2 created, 1 updated/.test(imported.stdout)) {
    throw new Error(`the content import did not take the pages:\n${imported.stdout}\n${imported.stderr}`);
  }
  return {
    dataDir: join(dataDir, 'data'),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
