export { ScentQuiz, type ScentQuizProps, type QuizAnalyticsEvent } from './scent-quiz';
