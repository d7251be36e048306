// The fake Stripe API as its own process, for the browser journeys (apps/e2e), which may not import
// the server's code: `node --import tsx apps/api/test/support/fake-stripe-server.ts`, with
// STRIPE_JS_FILE naming the built Stripe.js stand-in to serve. Prints one JSON line (its URL, the
// stand-in's URL and the keys to configure) and runs until SIGTERM; whatever it refused as Stripe
// would (a request Stripe would not accept) is written to stderr as `problem: ...`.
import { readFileSync } from 'node:fs';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_PUBLISHABLE_KEY, startFakeStripe } from './fake-stripe';

const file = process.env['STRIPE_JS_FILE'];
const fake = await startFakeStripe(file ? { stripeJs: readFileSync(file, 'utf8') } : {});
let reported = 0;
const report = () => {
  while (reported < fake.problems.length) process.stderr.write(`problem: ${fake.problems[reported++]}\n`);
};
const timer = setInterval(report, 100);
process.stdout.write(
  `${JSON.stringify({
    url: fake.url,
    stripeJsUrl: fake.stripeJsUrl,
    secretKey: FAKE_STRIPE_KEY,
    publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
  })}\n`,
);
process.once('SIGTERM', () => {
  clearInterval(timer);
  report();
  void fake.close().then(() => process.exit(0));
});
