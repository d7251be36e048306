import type { Preview } from '@storybook/react-vite';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';
import '@atelier/ui/fonts.css';

// Same tokens and base sheet as the store and the embed page. The stories set `dir` themselves
// from their language (Arabic is right-to-left), so there is no direction toolbar here.
const preview: Preview = {};

export default preview;
