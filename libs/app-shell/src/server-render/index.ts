export {
  countryNamesIn,
  modulesOf,
  recordingChunks,
  renderRoutes,
  type RoutesRender,
  type SerializedRouterState,
  type ServerRenderInput,
} from './render-routes';
