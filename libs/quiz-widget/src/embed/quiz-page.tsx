import { EmbeddedQuiz } from './embedded-quiz';
import { mountWidget } from './mount-widget';

// The quiz page of the embed (`/embed/v1/quiz`). It imports the quiz only: the builder is another
// page, so none of its code is in this page's first load.
void mountWidget('quiz', (context) => <EmbeddedQuiz {...context} />);
