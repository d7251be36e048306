import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as previewAnnotations from '../.storybook/preview';

// Every story is rendered in jsdom with the real preview decorators. Each story's play function
// asserts the accessible role and name a user (and the e2e tests) would find it by; on top of that,
// this test checks generically that the story shows at least one named, role-bearing element.
setProjectAnnotations([previewAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const NAMED_ROLES = [
  'button',
  'link',
  'textbox',
  'combobox',
  'heading',
  'region',
  'navigation',
  'banner',
  'contentinfo',
  'group',
  'form',
] as const;

describe.each(Object.entries(modules))('%s', (_file, module) => {
  // Every composed story can `run()`: render into the document and execute its play function.
  const stories = Object.entries(composeStories(module)) as Array<[string, { run: () => Promise<void> }]>;

  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)('%s renders something accessible', async (_name, Story) => {
    await Story.run();
    // Password inputs have no ARIA role; a labelled control counts as accessible too.
    const named = [
      ...NAMED_ROLES.flatMap((role) => screen.queryAllByRole(role, { name: /\S/ })),
      ...screen.queryAllByLabelText(/\S/),
      // Live regions are not named; what they announce is their text.
      ...[...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].filter((el) =>
        /\S/.test(el.textContent ?? ''),
      ),
    ];
    expect(named.length).toBeGreaterThan(0);
  });
});
