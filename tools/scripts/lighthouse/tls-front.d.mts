export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** Base64 SHA-256 of the certificate's public key (Chromium's --ignore-certificate-errors-spki-list). */
  spki: string;
}
export function selfSignedCertificate(): Certificate;
export function startTlsFront(options: {
  port: number;
  upstream: string;
  certificate?: Certificate;
}): Promise<{ baseUrl: string; spki: string; stop(): Promise<void> }>;
