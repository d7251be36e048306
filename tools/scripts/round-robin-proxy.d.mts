export interface StartedProxy {
  /** The proxy's base URL, e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** Stops listening and closes open connections (both sides). */
  close(): Promise<void>;
}

export function startProxy(options: {
  targets: string[];
  port?: number;
  host?: string;
  /** Key and certificate (PEM): listen over HTTPS with HTTP/2 (HTTP/1.1 for clients without it). */
  tls?: { key: Buffer; cert: Buffer };
}): Promise<StartedProxy>;
