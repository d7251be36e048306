import type { AdminSubscriberPage, AuditEntryPage } from '@atelier/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { seedTestStaff, signInAs, type StaffClient } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';
import { csvCell } from './admin-csv';

const LIST = '/api/admin/subscribers/';
const EXPORT = '/api/admin/subscribers/export/';

/** Parses RFC 4180 text (quoted fields, doubled quotes, CRLF) to check what a spreadsheet reads. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** The console's newsletter subscribers (issue 24, part E) over real HTTP. */
describe.each(databases())('console subscribers on %s', (target) => {
  const server = useTestServer(target);
  let editor: StaffClient;
  let owner: StaffClient;

  beforeAll(async () => {
    await seedTestStaff(server.db);
    editor = await signInAs(server.url, 'editor');
    owner = await signInAs(server.url, 'owner');
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await server.db.insert(subscribers).values([
      {
        email: 'linh@example.com',
        country: 'vn',
        language: 'vi',
        source: 'footer',
        createdAt: day(1),
        confirmedAt: day(1),
      },
      {
        email: 'mei@example.com',
        country: 'sg',
        language: 'en',
        source: 'footer',
        createdAt: day(2),
        confirmedAt: null,
      },
      {
        email: '=HYPERLINK("http://evil.example")@example.com',
        country: 'sg',
        language: 'en',
        source: '+cmd|calc',
        createdAt: day(3),
        confirmedAt: day(3),
      },
      {
        email: 'comma@example.com',
        country: 'ae',
        language: 'ar',
        source: 'quiz, "result" page',
        createdAt: day(4),
        confirmedAt: day(4),
      },
      {
        email: '-minus@example.com',
        country: 'sg',
        language: 'en',
        source: '@home',
        createdAt: day(5),
        confirmedAt: null,
      },
    ]);
  });

  const list = async (query: string, as = editor) => {
    const res = await as.call<AdminSubscriberPage>('GET', `${LIST}?${query}`);
    expectToMatchContract('GET', LIST, res.status, res.body);
    return res;
  };

  it('lists subscribers newest first, by e-mail, status and country, paged', async () => {
    const all = await list('page_size=100');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(5);
    expect(all.body.results[0]).toMatchObject({
      email: '-minus@example.com',
      status: 'pending',
      country: 'sg',
    });
    expect((await list('q=LINH')).body.results).toEqual([
      expect.objectContaining({
        email: 'linh@example.com',
        status: 'confirmed',
        language: 'vi',
        source: 'footer',
      }),
    ]);
    expect((await list('status=pending')).body.results.map((s) => s.email)).toEqual([
      '-minus@example.com',
      'mei@example.com',
    ]);
    expect((await list('country=sg&status=confirmed')).body.count).toBe(1);
    const second = await list('page_size=2&page=2');
    expect(second.body.results.map((s) => s.email)).toEqual([
      '=HYPERLINK("http://evil.example")@example.com',
      'mei@example.com',
    ]);
    const bad = await list('status=unsubscribed&country=SGP');
    expect(bad.status).toBe(400);
  });

  it('exports RFC 4180 CSV, formula-safe, with the same filters, and audits the export', async () => {
    const res = await editor.call<string>('GET', `${EXPORT}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'email',
      'status',
      'country',
      'language',
      'source',
      'subscribed_at',
      'confirmed_at',
    ]);
    expect(rows).toHaveLength(6);
    const byEmail = new Map(rows.slice(1).map((r) => [r[0]!.replace(/^'/, ''), r]));
    // Cells a spreadsheet would run as formulas start with ' (=, +, -, @).
    expect(byEmail.get('=HYPERLINK("http://evil.example")@example.com')?.slice(0, 5)).toEqual([
      `'=HYPERLINK("http://evil.example")@example.com`,
      'confirmed',
      'sg',
      'en',
      "'+cmd|calc",
    ]);
    expect(byEmail.get('-minus@example.com')?.[0]).toBe("'-minus@example.com");
    expect(byEmail.get('-minus@example.com')?.[4]).toBe("'@home");
    // Commas and quotes survive quoting.
    expect(byEmail.get('comma@example.com')?.[4]).toBe('quiz, "result" page');
    expect(text).toContain('"quiz, ""result"" page"');
    expect(byEmail.get('linh@example.com')?.slice(5)).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);

    const pending = parseCsv((await editor.call<string>('GET', `${EXPORT}?status=pending`)).body as string);
    expect(pending).toHaveLength(3);

    const audit = await owner.call<AuditEntryPage>(
      'GET',
      '/api/admin/audit-log/?entity=subscribers&page_size=10',
    );
    expect(audit.body.results[0]).toMatchObject({
      action: 'subscribers.export',
      staff_email: editor.member.email,
      after: { filters: { status: 'pending' }, rows: 2 },
    });
  });

  it('quotes cells by RFC 4180 and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).replace(/^"/, '').startsWith(`'`)).toBe(true);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('is for owners, staff and editors: merchandisers get 403', async () => {
    const merchandiser = await signInAs(server.url, 'merchandiser');
    expect((await merchandiser.call('GET', LIST)).status).toBe(403);
    expect((await merchandiser.call('GET', EXPORT)).status).toBe(403);
    const staff = await signInAs(server.url, 'staff');
    expect((await list('', staff)).status).toBe(200);
  });

  // Last: it adds a row the counts above do not expect.
  it('lists an address that unsubscribed as unsubscribed, filters and exports it so, and nothing more', async () => {
    await server.db.insert(subscribers).values({
      email: 'left.us@example.com',
      country: 'sg',
      language: 'en',
      source: 'footer',
      createdAt: new Date(Date.UTC(2026, 0, 6)),
      confirmedAt: null,
      unsubscribedAt: new Date(Date.UTC(2026, 1, 1)),
    });
    const left = await list('status=unsubscribed');
    expect(left.status).toBe(200);
    expect(left.body.results).toEqual([
      expect.objectContaining({ email: 'left.us@example.com', status: 'unsubscribed', confirmed_at: null }),
    ]);
    expect((await list('status=pending')).body.results.map((s) => s.email)).not.toContain(
      'left.us@example.com',
    );
    const rows = parseCsv((await editor.call<string>('GET', `${EXPORT}?status=unsubscribed`)).body as string);
    expect(rows).toEqual([
      ['email', 'status', 'country', 'language', 'source', 'subscribed_at', 'confirmed_at'],
      ['left.us@example.com', 'unsubscribed', 'sg', 'en', 'footer', '2026-01-06T00:00:00.000Z', ''],
    ]);
  });
});
