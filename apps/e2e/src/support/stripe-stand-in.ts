import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Stripe's test cards (https://docs.stripe.com/testing), as the stand-in and the fake know them. */
export const STRIPE_CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
} as const;

/** A PaymentIntent as Stripe's list answers it (the fields the journeys read). */
export interface ListedIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  /** STRIPE_SECRET_KEY, STRIPE_API_BASE, STRIPE_PUBLISHABLE_KEY and STRIPE_JS_URL for the server. */
  env: Record<string, string>;
  /** Every PaymentIntent made, read with Stripe's own `GET /v1/payment_intents`. */
  intents(): Promise<ListedIntent[]>;
  /** Requests the fake refused as Stripe would not have accepted them (should stay empty). */
  problems(): string[];
  stop(): Promise<void>;
}

/**
 * Stripe for a journey, without the network: the fake Stripe API (apps/api/test/support, run as
 * its own process, since an app may not import another app's code) serving the Stripe.js
 * stand-in (stripe-js-stand-in/, built here into a plain script), and the server's environment
 * pointing at both.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-stripe-js-'));
  const script = join(folder, 'stripe.js');
  await build({
    entryPoints: [fileURLToPath(new URL('./stripe-js-stand-in/stripe-js-stand-in.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    outfile: script,
    logLevel: 'silent',
  });
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/api/test/support/fake-stripe-server.ts')],
    { cwd: repoRoot, env: { ...process.env, STRIPE_JS_FILE: script }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const started = await new Promise<{
    url: string;
    stripeJsUrl: string;
    secretKey: string;
    publishableKey: string;
  }>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`fake Stripe exited (${code}): ${errors}`)));
  });
  return {
    env: {
      STRIPE_SECRET_KEY: started.secretKey,
      STRIPE_API_BASE: started.url,
      STRIPE_PUBLISHABLE_KEY: started.publishableKey,
      STRIPE_JS_URL: started.stripeJsUrl,
    },
    async intents() {
      const res = await fetch(`${started.url}/v1/payment_intents?limit=100`, {
        headers: { authorization: `Bearer ${started.secretKey}` },
      });
      return ((await res.json()) as { data: ListedIntent[] }).data;
    },
    problems: () =>
      errors
        .split('\n')
        .filter((line) => line.startsWith('problem: '))
        .map((line) => line.slice('problem: '.length)),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
