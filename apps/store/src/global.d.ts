// Globals the store sets for others to read: the prerender crawler and Google Tag Manager.
declare global {
  interface Window {
    prerenderReady?: boolean;
    dataLayer?: unknown[];
  }
}

export {};
