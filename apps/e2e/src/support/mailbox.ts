import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The whole message as sent (headers and MIME parts), soft line breaks of quoted-printable undone. */
  text: string;
}

export interface Mailbox {
  /** Starts listening; answers the server environment that sends the shop's e-mail here. */
  start(): Promise<Record<string, string>>;
  /** The first e-mail to `recipient` whose text matches, waiting for the dispatcher (it polls every few seconds). */
  waitFor(recipient: string, match: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * Undoes quoted-printable soft breaks and escapes, so a code or a link reads as the recipient sees
 * it. Good enough for searching the message; not a MIME parser.
 */
function readable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A real SMTP server on a free local port that keeps what the shop's mail dispatcher sends, so a
 * journey can read the e-mail a shopper would get (a gift card's code, a booking confirmation).
 */
export function createMailbox(): Mailbox {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          text: readable(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  return {
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.server.address() as AddressInfo;
      return { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Atelier Scents <shop@atelier.test>' };
    },
    async waitFor(recipient, match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(recipient.toLowerCase()) && match.test(m.text));
        if (mail) return mail;
        if (Date.now() > deadline) {
          throw new Error(`no e-mail to ${recipient} matching ${match} (got ${received.length} e-mails)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
