/** The health module's public surface: liveness and readiness probes (issue 25 point 5). */
export { healthRoutes, type HealthRouteOptions, redisPing } from './routes';
export { checkReadiness, lastMigrationOf, type Readiness } from './readiness';
