export {
  hydrationDataFrom,
  readServerState,
  resolveMatchedRoutes,
  SERVER_STATE_ELEMENT_ID,
  type SerializedRouteError,
} from './hydration';
export { nextTask } from './next-task';
export { editedFields, serverFields } from './edited-fields';
export { replayEdits } from './replay-edits';
export { HydrationBoundary, hydrationStarting, whenHydrated } from './hydration-boundary';
export {
  hydrateServerPage,
  type HydratableState,
  type HydrateServerPageOptions,
} from './hydrate-server-page';
