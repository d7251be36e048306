/** Placeholder entry point; the scent quiz and perfume builder land with the widgets issue. */
export const WIDGET_PROTOCOL_VERSION = 1 as const;
