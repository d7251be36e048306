import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

/** Debian's Chromium (installed by `.ci/run` with apt-get); a tool's own browser download is not
 * possible on these machines. CHROMIUM_PATH overrides the location. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new Error(
      `Chromium not found (tried ${candidates.join(', ')}); install it: apt-get install -y chromium`,
    );
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
