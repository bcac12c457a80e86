import { answerText, type BookingAnswer } from '@exceed/contract';

/**
 * Answers to a workshop's booking questions, each under the question as it was asked (a question changed
 * since keeps its old label here). Shared by the booking's details and its seats.
 */
export function BookingAnswers({ answers }: { answers: readonly BookingAnswer[] | undefined }) {
  if (!answers || answers.length === 0) return <>—</>;
  return (
    <dl className="coach-answers">
      {answers.map((answer) => (
        <div key={answer.questionId}>
          <dt>{answer.label}</dt>
          <dd>{answerText(answer.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
