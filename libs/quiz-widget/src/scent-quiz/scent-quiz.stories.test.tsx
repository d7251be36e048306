import { LANGUAGES } from '@atelier/commerce/paths';
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './scent-quiz.stories';

// Every story renders and passes its play function (which asserts what a shopper would see) in
// every language, so the stories stay true as the quiz changes.
const composed = Object.entries(composeStories(stories));

describe.each(composed)('the %s story', (_name, Story) => {
  // A story written for one language (Arabic right to left) plays in that one; the others in all four.
  const languages =
    Story.args.lang === 'en' ? LANGUAGES : LANGUAGES.filter((lang) => lang === Story.args.lang);
  it.each(languages)('plays in %s', async (lang) => {
    await Story.run({ args: { ...Story.args, lang } });
    expect(document.querySelector('.scent-quiz')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    cleanup();
  });
});
