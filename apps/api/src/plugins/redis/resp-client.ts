import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export type RespValue = string | number | null | RespValue[];

export class RedisReplyError extends Error {
  override name = 'RedisReplyError';
}

interface Pending {
  resolve(value: RespValue): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** Index after one complete RESP value starting at `start`, with the value; null when incomplete. */
function parseValue(buf: Buffer, start: number): { value: RespValue | RedisReplyError; end: number } | null {
  const lineEnd = buf.indexOf('\r\n', start);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buf[start] as number);
  const line = buf.toString('utf8', start + 1, lineEnd);
  const next = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, end: next };
    case '-':
      return { value: new RedisReplyError(line), end: next };
    case ':':
      return { value: Number(line), end: next };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, end: next };
      if (buf.length < next + length + 2) return null;
      return { value: buf.toString('utf8', next, next + length), end: next + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, end: next };
      const items: RespValue[] = [];
      let at = next;
      for (let i = 0; i < count; i++) {
        const item = parseValue(buf, at);
        if (!item) return null;
        if (item.value instanceof RedisReplyError) return { value: item.value, end: item.end };
        items.push(item.value);
        at = item.end;
      }
      return { value: items, end: at };
    }
    default:
      throw new Error(`redis: unexpected reply type ${JSON.stringify(type)}`);
  }
}

function encode(args: readonly (string | number)[]): string {
  let out = `*${args.length}\r\n`;
  for (const arg of args) {
    const text = String(arg);
    out += `$${Buffer.byteLength(text)}\r\n${text}\r\n`;
  }
  return out;
}

/**
 * A deliberately small Redis client (RESP2 over TCP or TLS, pipelined, reconnecting on demand):
 * the server only needs it for shared rate-limit counters, and no Redis package is installed.
 * Every command has a timeout so a hung Redis cannot stall requests.
 */
export class RespClient {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private readonly pending: Pending[] = [];
  private closed = false;

  constructor(
    private readonly url: URL,
    private readonly timeoutMs = 1000,
  ) {}

  private open(): Socket {
    const port = Number(this.url.port || 6379);
    const host = this.url.hostname;
    const socket =
      this.url.protocol === 'rediss:'
        ? tlsConnect({ host, port, servername: host })
        : netConnect({ host, port });
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (error: Error) => this.failAll(error);
    socket.on('error', fail);
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      this.failAll(new Error('redis: connection closed'));
    });
    this.socket = socket;
    // Handshake commands are queued first, so their replies come back first.
    const password = decodeURIComponent(this.url.password);
    const username = decodeURIComponent(this.url.username);
    if (password)
      void this.send(username ? ['AUTH', username, password] : ['AUTH', password]).catch(() => undefined);
    const db = this.url.pathname.replace('/', '');
    if (db) void this.send(['SELECT', db]).catch(() => undefined);
    return socket;
  }

  private onData(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    let at = 0;
    for (;;) {
      let parsed: ReturnType<typeof parseValue>;
      try {
        parsed = parseValue(this.buffer, at);
      } catch (error) {
        this.socket?.destroy(error as Error);
        return;
      }
      if (!parsed) break;
      at = parsed.end;
      const waiter = this.pending.shift();
      if (!waiter) continue;
      clearTimeout(waiter.timer);
      if (parsed.value instanceof RedisReplyError) waiter.reject(parsed.value);
      else waiter.resolve(parsed.value);
    }
    this.buffer = this.buffer.subarray(at);
  }

  private failAll(error: Error) {
    this.buffer = Buffer.alloc(0);
    for (const waiter of this.pending.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
  }

  private send(args: readonly (string | number)[]): Promise<RespValue> {
    const socket = this.socket ?? this.open();
    return new Promise<RespValue>((resolve, reject) => {
      const timer = setTimeout(() => {
        // Replies are matched by order, so after a timeout the connection cannot be trusted.
        socket.destroy(new Error('redis: command timed out'));
      }, this.timeoutMs);
      this.pending.push({ resolve, reject, timer });
      socket.write(encode(args));
    });
  }

  command(args: readonly (string | number)[]): Promise<RespValue> {
    if (this.closed) return Promise.reject(new Error('redis: client closed'));
    return this.send(args);
  }

  async quit(): Promise<void> {
    this.closed = true;
    const socket = this.socket;
    if (!socket) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.end();
    });
  }
}
