import type { Locator } from 'playwright-core';

/** Where the quiz is: the store's page, or a partner page's frame (`page.frameLocator(...)`). */
export interface QuizRoot {
  getByText(text: string | RegExp, options?: { exact?: boolean }): Locator;
  getByRole(
    role: 'radio' | 'checkbox' | 'button' | 'heading',
    options?: { name?: string | RegExp; exact?: boolean },
  ): Locator;
}

/** Answers every question with its first answer until the result shows; returns the steps seen. */
export async function takeQuiz(root: QuizRoot): Promise<string[]> {
  const progress: string[] = [];
  const result = root.getByRole('heading', { name: 'Recommended for you' });
  for (let step = 0; step < 20; step++) {
    const counter = root.getByText(/^Question \d+ of \d+$/);
    await counter.or(result).first().waitFor();
    if (await result.isVisible()) return progress;
    const seen = (await counter.innerText()).trim();
    progress.push(seen);
    await root.getByRole('radio').or(root.getByRole('checkbox')).first().check();
    const finish = root.getByRole('button', { name: 'See my result' });
    if (await finish.isVisible()) await finish.click();
    else await root.getByRole('button', { name: 'Continue', exact: true }).click();
    await root.getByText(seen, { exact: true }).waitFor({ state: 'hidden' });
  }
  throw new Error(`the quiz did not end: ${progress.join(', ')}`);
}
