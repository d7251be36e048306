import type { StorybookConfig } from '@storybook/react-vite';

// Stories live beside their components (one folder per component).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  // The API's source pictures at /media/, as the server serves them (without resizing: the static
  // server ignores ?w=, so every width is the source file).
  staticDirs: [{ from: '../../../apps/api/assets', to: '/media' }],
  core: { disableTelemetry: true },
};

export default config;
