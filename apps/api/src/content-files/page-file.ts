import { join, sep } from 'node:path';
import { ACCEPTED_LANGUAGES, type Language } from '@atelier/commerce/enums';
import type { CmsBlockRow, CmsSeo } from '../db/schema/content';
import { markdownToHtml } from './markdown';

/** Where one CMS page lives in the content folder and in the database. */
export interface PageKey {
  slug: string;
  country: string;
  language: Language;
  status: 'published' | 'draft';
}

/** What a page file holds: the editable part of a `cms_pages` row. */
export interface PageFile {
  title: string;
  seo: CmsSeo;
  blocks: CmsBlockRow[];
}

// Same shapes as the database CHECKs and the contract (CmsPage, CmsBlock), so a file that passes
// here is one the API can serve.
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FILE_NAME = new RegExp(`^([a-z]{2})-(${ACCEPTED_LANGUAGES.join('|')})(\\.draft)?\\.json$`);
const BLOCK_TYPE = /^[a-z][a-z0-9_]{0,63}$/;
const MEDIA_PATH = /^\/media\/[A-Za-z0-9._~\-/]+$/;
export const LIMITS = { title: 300, seoDescription: 500, blocks: 200, blockId: 64 } as const;

/** `{slug}/{country}-{language}[.draft].json`, relative to the content folder. */
export function pageFilePath(key: PageKey): string {
  return join(key.slug, `${key.country}-${key.language}${key.status === 'draft' ? '.draft' : ''}.json`);
}

/** The key a file name stands for, or null when the name is not `{country}-{language}[.draft].json`. */
export function parseFileName(slug: string, fileName: string): PageKey | null {
  const match = FILE_NAME.exec(fileName);
  if (!match) return null;
  return {
    slug,
    country: match[1] as string,
    language: match[2] as Language,
    status: match[3] ? 'draft' : 'published',
  };
}

/** Pretty JSON with a stable key order, so an export followed by an import changes nothing. */
export function formatPageFile(page: PageFile): string {
  const body: PageFile = {
    title: page.title,
    seo: { title: page.seo.title, description: page.seo.description, image: page.seo.image },
    blocks: page.blocks.map((block) => ({ id: block.id, type: block.type, data: block.data })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;

/**
 * Checks the parsed JSON of one page file. Returns the page, or every problem found (each one a
 * sentence an editor can act on, without the file name, which the caller adds).
 */
export function readPageFile(json: unknown): { page: PageFile } | { problems: string[] } {
  const problems: string[] = [];
  if (!isObject(json))
    return { problems: [`must be a JSON object with title, seo and blocks (got ${describe(json)})`] };
  for (const key of Object.keys(json)) {
    if (!['title', 'seo', 'blocks'].includes(key))
      problems.push(`unknown field "${key}" (allowed: title, seo, blocks)`);
  }

  const { title, seo, blocks } = json;
  if (typeof title !== 'string' || title.trim() === '') problems.push('title must be a non-empty string');
  else if (title.length > LIMITS.title)
    problems.push(`title is ${title.length} characters, at most ${LIMITS.title} allowed`);

  if (!isObject(seo)) {
    problems.push('seo must be an object {"title", "description", "image"}');
  } else {
    for (const key of Object.keys(seo)) {
      if (!['title', 'description', 'image'].includes(key)) problems.push(`unknown field "seo.${key}"`);
    }
    if (typeof seo.title !== 'string') problems.push('seo.title must be a string');
    else if (seo.title.length > LIMITS.title)
      problems.push(`seo.title is ${seo.title.length} characters, at most ${LIMITS.title} allowed`);
    const description = seo.description ?? null;
    if (description !== null && typeof description !== 'string')
      problems.push('seo.description must be a string or null');
    else if (typeof description === 'string' && description.length > LIMITS.seoDescription) {
      problems.push(
        `seo.description is ${description.length} characters, at most ${LIMITS.seoDescription} allowed`,
      );
    }
    const image = seo.image ?? null;
    if (image !== null && (typeof image !== 'string' || !MEDIA_PATH.test(image) || image.includes('..'))) {
      problems.push('seo.image must be null or a path under /media/ (e.g. "/media/cms/faq.jpg")');
    }
  }

  if (!Array.isArray(blocks)) {
    problems.push('blocks must be an array');
  } else {
    if (blocks.length > LIMITS.blocks)
      problems.push(`has ${blocks.length} blocks, at most ${LIMITS.blocks} allowed`);
    const seen = new Set<string>();
    blocks.forEach((block: unknown, index) => {
      const at = `blocks[${index}]`;
      if (!isObject(block)) {
        problems.push(`${at} must be an object {"id", "type", "data"}`);
        return;
      }
      for (const key of Object.keys(block)) {
        if (!['id', 'type', 'data', 'markdown'].includes(key)) problems.push(`${at}: unknown field "${key}"`);
      }
      if (typeof block.id !== 'string' || block.id === '' || block.id.length > LIMITS.blockId) {
        problems.push(`${at}.id must be a string of 1-${LIMITS.blockId} characters`);
      } else if (seen.has(block.id)) {
        problems.push(`${at}.id "${block.id}" is used twice in this page; block ids must be unique`);
      } else {
        seen.add(block.id);
      }
      if (typeof block.type !== 'string' || !BLOCK_TYPE.test(block.type)) {
        problems.push(
          `${at}.type must be lower-case letters, digits and _ starting with a letter (e.g. "rich_text")`,
        );
      }
      if ('markdown' in block) {
        // Hand-written text: `{ "id", "type": "rich_text", "markdown": "..." }` instead of data.html.
        if (typeof block.markdown !== 'string') problems.push(`${at}.markdown must be a string`);
        if (block.type !== 'rich_text') problems.push(`${at}: markdown is only for "rich_text" blocks`);
        if ('data' in block) problems.push(`${at}: give either data or markdown, not both`);
      } else if (!isObject(block.data)) {
        problems.push(`${at}.data must be an object`);
      }
    });
  }

  if (problems.length > 0) return { problems };
  const seoObject = seo as Record<string, unknown>;
  return {
    page: {
      title: title as string,
      seo: {
        title: seoObject.title as string,
        description: (seoObject.description ?? null) as string | null,
        image: (seoObject.image ?? null) as string | null,
      },
      blocks: (blocks as (CmsBlockRow & { markdown?: string })[]).map((block) => ({
        id: block.id,
        type: block.type,
        data: typeof block.markdown === 'string' ? { html: markdownToHtml(block.markdown) } : block.data,
      })),
    },
  };
}

/** A path as shown in messages: relative to the content folder, with forward slashes. */
export const displayPath = (relative: string) => relative.split(sep).join('/');
