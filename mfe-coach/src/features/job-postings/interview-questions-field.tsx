import { INTERVIEW_QUESTIONS_MAX, INTERVIEW_QUESTIONS_MIN } from '@exceed/contract';
import {
  Button,
  EmptyState,
  type FormApi,
  Input,
  RowAction,
  renumber,
  Switch,
  Table,
  useFormList,
  VisuallyHidden,
} from '@exceed/design-system';
import type { JobPostingValues, QuestionRow } from './job-posting-values.ts';

const LIST = 'interviewQuestions';

/**
 * A posting's interview questions as an ordered table: added at the end, removed, reordered by their drag
 * handle or from the keyboard (Space, arrows, Space, announced), each with an enabled switch. Only
 * enabled questions are asked, and 5 to 10 of them must be: the count shows as the questions change, the
 * list's error above the table and a repeated title's on its row.
 */
export function InterviewQuestionsField({ form }: { form: FormApi<JobPostingValues> }) {
  const list = useFormList<QuestionRow>(form, LIST, {
    blank: () => ({ title: '', order: 0, enabled: true }),
    normalize: renumber,
  });
  const add = () => {
    list.add();
    // The new question's title is where the user types next.
    const { id } = form.register(`${LIST}.${list.rows.length}.title`);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };
  // A switch sets the whole list, so the list's own error (the enabled count) shows from the first flip.
  const setEnabled = (index: number, enabled: boolean) =>
    form.setValue(
      LIST,
      list.rows.map((row, at) => (at === index ? { ...row, enabled } : row)),
    );
  const nameOf = (row: QuestionRow, index: number) => row.title.trim() || `question ${index + 1}`;
  const enabled = list.rows.filter((row) => row.enabled).length;
  const listError = form.errors[LIST] !== form.formError ? form.errors[LIST] : undefined;

  return (
    <fieldset className="jobs-section">
      <legend>Interview questions</legend>
      <p className="jobs-muted" aria-live="polite">
        {enabled} enabled of {list.rows.length}: applicants answer the enabled ones, {INTERVIEW_QUESTIONS_MIN}{' '}
        to {INTERVIEW_QUESTIONS_MAX} of them, in this order.
      </p>
      {listError ? (
        <p role="alert" className="jobs-error">
          {listError}
        </p>
      ) : null}
      <Table<QuestionRow>
        aria-label="Interview questions"
        rows={list.rows}
        getRowId={(_, index) => list.idOf(index)}
        getRowLabel={nameOf}
        onReorder={list.move}
        emptyText={<EmptyState size="compact" titleAs="p" title="No questions yet." />}
        columns={[
          {
            id: 'title',
            header: 'Question',
            cell: (_, index) => (
              <Input
                label={`Question ${index + 1}`}
                hideLabel
                autoComplete="off"
                {...form.register(`${LIST}.${index}.title`)}
              />
            ),
          },
          {
            id: 'enabled',
            header: 'Enabled',
            cell: (row, index) => (
              <Switch
                label={<VisuallyHidden>{`Ask ${nameOf(row, index)}`}</VisuallyHidden>}
                checked={row.enabled}
                onCheckedChange={(on) => setEnabled(index, on)}
              />
            ),
          },
          {
            id: 'actions',
            header: <VisuallyHidden>Actions</VisuallyHidden>,
            align: 'end',
            cell: (row, index) => (
              <RowAction label="Remove" of={nameOf(row, index)} onClick={() => list.remove(index)} />
            ),
          },
        ]}
      />
      <Button variant="outline" className="jobs-add" onClick={add}>
        Add question
      </Button>
    </fieldset>
  );
}
