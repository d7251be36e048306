import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badRequest } from '../../http/errors';

/**
 * zxcvbn's score a new password needs (0–4): 2 is "somewhat guessable", beyond what an online
 * guesser can try (10^8 guesses); the common and leaked passwords of its lists score 0–1
 * ("password123", "iloveyou", "Password1!"). Works offline: the dictionaries are npm packages
 * (@zxcvbn-ts/language-common and -en), not the breach service some matchers call.
 */
export const MIN_PASSWORD_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | null = null;

/** The estimator with its dictionaries (about 1.5 MB), loaded on the first password it checks. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
      translations: en.translations,
    });
  })();
  return estimator;
}

/**
 * Refuses a new password that is easy to guess (registration, a password change), as a 400 on
 * `field` with reason `too_common`; the member's own e-mail and names count as known words. Only new
 * passwords are checked: members whose password predates the rule log in as before.
 */
export async function refuseGuessablePassword(
  password: string,
  field: string,
  knownWords: readonly string[],
): Promise<void> {
  const result = (await loadEstimator()).check(password, [...knownWords]);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  throw badRequest(
    [{ field, reason: 'too_common' }],
    'This password is too easy to guess. Use a longer phrase of a few unrelated words, or mix words with numbers and symbols.',
  );
}
