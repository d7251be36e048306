/** The quiz module's public surface: what other modules, the flows and the app use. */
export { quizRoutes } from './routes';
