import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/** The scent quiz (our own route: SPEC §2 names no quiz page). */
export const page = definePage({
  name: 'scent-quiz',
  paths: ['scent-quiz'],
  data: (loaders) => loaders.quiz,
  load: () => import('./scent-quiz-page'),
  render: (module) => <module.ScentQuizPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/scent-quiz/scent-quiz-page.tsx',
  title: 'pages.scentQuiz.title',
  description: 'head.scentQuiz.description',
  sitemap: true,
};
