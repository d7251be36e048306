// tools/scripts/round-robin-proxy.mjs: requests go to each target in turn, bodies and status
// pass through unchanged, Host is kept and X-Forwarded-* are added, a dead target is a 502.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startProxy, type StartedProxy } from '../scripts/round-robin-proxy.mjs';

interface Seen {
  name: string;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A target that answers with its name and echoes what it received. */
async function target(name: string, seen: Seen[]): Promise<string> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ name, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain', 'x-target': name });
      res.end(`${name}:${body}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function proxyTo(targets: string[]): Promise<StartedProxy> {
  const proxy = await startProxy({ port: 0, targets });
  cleanups.push(() => proxy.close());
  return proxy;
}

describe('round-robin proxy', () => {
  it('sends requests to each target in turn, passing status, headers and bodies through', async () => {
    const seen: Seen[] = [];
    const proxy = await proxyTo([await target('a', seen), await target('b', seen)]);
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy.url}/api/items/?page=${i}`);
      expect(res.status).toBe(200);
      names.push(res.headers.get('x-target') ?? '');
      expect(await res.text()).toBe(`${res.headers.get('x-target')}:`);
    }
    expect(names).toEqual(['a', 'b', 'a', 'b']);
    expect(seen.map((s) => s.url)).toEqual([
      '/api/items/?page=0',
      '/api/items/?page=1',
      '/api/items/?page=2',
      '/api/items/?page=3',
    ]);

    const posted = await fetch(`${proxy.url}/missing`, { method: 'POST', body: 'x'.repeat(200_000) });
    expect(posted.status).toBe(404);
    expect(await posted.text()).toBe(`a:${'x'.repeat(200_000)}`);
  });

  it('keeps Host and adds X-Forwarded-For and X-Forwarded-Proto', async () => {
    const seen: Seen[] = [];
    const proxy = await proxyTo([await target('a', seen)]);
    await fetch(`${proxy.url}/`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    await fetch(`${proxy.url}/`);
    const host = new URL(proxy.url).host;
    expect(seen[0]!.headers.host).toBe(host);
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(seen[0]!.headers['x-forwarded-proto']).toBe('http');
    expect(seen[1]!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('answers 502 when a target does not answer', async () => {
    const seen: Seen[] = [];
    const closed = await target('gone', seen);
    await cleanups.pop()!(); // closes it: nothing listens there now
    const proxy = await proxyTo([closed]);
    const res = await fetch(`${proxy.url}/api/health/`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'bad_gateway' });
  });

  it('runs as a command that prints its URL', async () => {
    const seen: Seen[] = [];
    const upstream = await target('cli', seen);
    const script = fileURLToPath(new URL('../scripts/round-robin-proxy.mjs', import.meta.url));
    const child = spawn(process.execPath, [script, '--port', '0', upstream], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(
      () =>
        new Promise((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    );
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      child.once('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${url}/x`)).text()).toBe('cli:');
  });
});
