import { createTransport } from 'nodemailer';
import type { OutboxEmailRow } from './outbox-queries';

/** What the dispatcher logs through (the app's pino logger fits). */
export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delivers one e-mail: `sent` over SMTP, or `logged` when no SMTP server is configured. Throws on
 * failure. `signal` aborts the send (its lease is lost or it took too long): stop and throw.
 */
export interface MailSender {
  deliver(email: OutboxEmailRow, signal?: AbortSignal): Promise<'sent' | 'logged'>;
  close(): void;
}

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`. */
  url: string;
  /** `shop@example.com` or `Atelier Scents <shop@example.com>`. */
  from: string;
}

/**
 * Sends through an SMTP server with nodemailer. Short timeouts: a hung server must fail the
 * attempt (and be retried later) well within the dispatcher's lease on the row. The signal closes
 * the connection mid-conversation (nodemailer's `signal`): a message not yet ended with DATA's
 * final dot is never delivered.
 */
export function smtpSender(settings: SmtpSettings): MailSender {
  const transport = createTransport({
    url: settings.url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async deliver(email, signal) {
      await transport.sendMail({
        signal,
        from: settings.from,
        to: email.recipient,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        // A marketing e-mail's List-Unsubscribe / List-Unsubscribe-Post (RFC 8058), sent as
        // written (`prepared`): nodemailer would otherwise fold or encode the long URL.
        ...(email.headers
          ? {
              headers: Object.fromEntries(
                Object.entries(email.headers).map(([name, value]) => [name, { prepared: true, value }]),
              ),
            }
          : {}),
      });
      return 'sent';
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP (development, tests): the e-mail is logged and counted as handled. Only who and
 * what: the body holds the order link, which is the key to a guest's order.
 */
export function logSender(logger: MailLogger): MailSender {
  return {
    async deliver(email) {
      logger.info(
        { emailId: email.id, kind: email.kind, to: email.recipient, subject: email.subject },
        'e-mail not sent: SMTP_URL is not set',
      );
      return 'logged';
    },
    close: () => undefined,
  };
}
