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
}): Promise<StartedProxy>;
