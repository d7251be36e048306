import type { StorybookConfig } from '@storybook/react-vite';

// The widgets' own Storybook (the design system's is libs/ui's): every step of the quiz and the
// builder, each story playable in every language, against an in-memory API (no server needed).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
};

export default config;
