import type { StorybookConfig } from '@storybook/react-vite';

// Stories live beside their components (one folder per component).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
};

export default config;
