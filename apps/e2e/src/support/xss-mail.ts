import type { ReceivedMail } from './mailbox';
import { escapedIn } from './xss-payloads';

/**
 * The text/html part of an e-mail the mailbox received. The plain-text part carries what the
 * shopper typed as it is (that is right for text), so only the HTML part can show whether it was
 * escaped. Quoted-printable is already undone by the mailbox; a base64 part is decoded here.
 */
export function htmlPart(mail: ReceivedMail): string {
  const start = mail.text.search(/Content-Type:\s*text\/html/i);
  if (start < 0) throw new Error(`the e-mail has no HTML part:\n${mail.text}`);
  const part = mail.text.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd).replace(/\r?\n--[^\r\n]*--?[\s\S]*$/, '');
  return /Content-Transfer-Encoding:\s*base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
}

/** Every text appears HTML-escaped in the HTML part, and none of them as live markup. */
export function unescapedIn(mail: ReceivedMail, texts: readonly string[]): string[] {
  const html = htmlPart(mail);
  return texts.flatMap((text) => {
    const problems: string[] = [];
    if (/[<>"]/.test(text) && html.includes(text)) problems.push(`as markup: ${text}`);
    if (!escapedIn(html, text)) problems.push(`missing (escaped): ${text}`);
    return problems;
  });
}
