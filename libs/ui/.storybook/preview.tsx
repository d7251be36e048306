import type { Preview } from '@storybook/react-vite';
import '../src/tokens/tokens.css';
import '../src/tokens/base.css';
import '../src/tokens/fonts.css';

// Stories are shown with the same tokens and base sheet as the apps. A "direction" toolbar lets a
// designer check every component right-to-left (Arabic pages) without leaving Storybook.
const preview: Preview = {
  globalTypes: {
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
  },
  initialGlobals: { direction: 'ltr' },
  decorators: [
    (Story, context) => (
      <div dir={context.globals['direction'] === 'rtl' ? 'rtl' : 'ltr'}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
