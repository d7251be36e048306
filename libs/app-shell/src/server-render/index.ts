export {
  countryNamesIn,
  modulesOf,
  recordingChunks,
  renderRoutes,
  type RoutesRender,
  type SerializedRouterState,
  type ServerRenderResult,
  type ServerRenderInput,
} from './render-routes';
