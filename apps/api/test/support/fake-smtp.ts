import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  auth: string | null;
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Every command line received, in order (to see the whole conversation). */
  commands: string[];
  /** With `holdReplies`: resolves once a message has arrived whole and its reply is held. */
  holding: Promise<void>;
  /** With `holdReplies`: sends the replies held, and answers at once from then on. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A tiny SMTP server (RFC 5321: EHLO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, QUIT) that records
 * what it receives. `failMailFrom` answers MAIL FROM with a temporary failure (451); `holdReplies`
 * holds the reply to the end of DATA until `release()` (a slow server, as slow as the test wants).
 */
export async function fakeSmtpServer(
  behaviour: { failMailFrom?: boolean; holdReplies?: boolean } = {},
): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const commands: string[] = [];
  let holdReplies = behaviour.holdReplies ?? false;
  const held: (() => void)[] = [];
  let signalHolding = () => undefined as void;
  const holding = new Promise<void>((resolve) => (signalHolding = resolve));
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let auth: string | null = null;
    let mail: ReceivedMail | null = null;
    let dataLines: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (dataLines) {
          if (line !== '.') {
            dataLines.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const done = { ...mail!, data: Buffer.from(dataLines.join('\r\n'), 'latin1').toString('utf8') };
          dataLines = null;
          mail = null;
          const accept = () => {
            received.push(done);
            reply('250 2.0.0 OK queued');
          };
          if (holdReplies) {
            held.push(accept);
            signalHolding();
          } else accept();
          continue;
        }
        commands.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') reply('250-fake.smtp.test\r\n250-AUTH PLAIN\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 fake.smtp.test');
        else if (verb === 'AUTH') {
          auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          reply('235 2.7.0 Authentication successful');
        } else if (verb === 'MAIL') {
          if (behaviour.failMailFrom) reply('451 4.3.0 Mail server temporarily unavailable');
          else {
            mail = { auth, from: /<(.*)>/.exec(line)?.[1] ?? '', to: [], data: '' };
            reply('250 2.1.0 OK');
          }
        } else if (verb === 'RCPT') {
          mail?.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          dataLines = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognized');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    received,
    commands,
    holding,
    release() {
      holdReplies = false;
      for (const accept of held.splice(0)) accept();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
