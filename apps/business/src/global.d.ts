declare global {
  interface Window {
    /** Read by the prerendering crawler (SPEC §9). */
    prerenderReady?: boolean;
  }
}

export {};
