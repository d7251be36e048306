import { startServerProcess, type ServerProcess } from './server-process';

/** Which payment provider one server process is configured with. */
export type ProviderName = 'stripe' | 'test';

/**
 * The succession of server processes on one port and one database: one is started, killed with
 * SIGKILL, the next started, and so on. Shoppers ask it whether the server is up and wait for the
 * next process after a request failed because the last one died.
 */
export class ServerLives {
  /** Number of processes started so far. */
  count = 0;
  up = false;
  provider: ProviderName = 'test';
  current: ServerProcess | undefined;
  /** Output of every process so far, in order (for the failure report). */
  readonly outputs: string[] = [];
  private waiters: (() => void)[] = [];

  constructor(
    private readonly script: string,
    readonly baseUrl: string,
  ) {}

  async start(provider: ProviderName, env: Record<string, string>): Promise<ServerProcess> {
    const process = await startServerProcess(this.script, this.baseUrl, env);
    this.current = process;
    this.provider = provider;
    this.count += 1;
    this.up = true;
    for (const wake of this.waiters.splice(0)) wake();
    return process;
  }

  /** SIGKILL the running process now, synchronously (marked down first: shoppers then wait). */
  killNow(): void {
    this.up = false;
    this.current?.killHard();
  }

  /** `killNow`, then waits until the process is gone. */
  async kill(): Promise<void> {
    const process = this.current;
    if (!process) return;
    this.killNow();
    await process.exited;
    this.outputs.push(process.output());
    this.current = undefined;
  }

  /** Resolves when a process is up (at once when one is). */
  whenUp(): Promise<void> {
    if (this.up) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
