import {
  BOOKING_QUESTION_KIND_LABELS,
  BOOKING_QUESTION_KINDS,
  type BookingQuestionKind,
  type BookingQuestionResource,
  type BookingQuestionsBody,
  type ErrorBag,
  hasChoices,
  MAX_BOOKING_QUESTIONS,
  questionListErrors,
  type WorkshopResource,
} from '@exceed/contract';
import {
  Button,
  Card,
  EmptyState,
  Form,
  type FormApi,
  Input,
  LoadError,
  RowAction,
  Select,
  Skeleton,
  Switch,
  Table,
  Textarea,
  toast,
  useForm,
  useFormList,
  VisuallyHidden,
} from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { saveBookingQuestions, useBookingQuestions } from './booking-questions-api.ts';

/** A question as the editor holds it: its choices as text, one a line. */
interface QuestionRow {
  id?: string;
  kind: BookingQuestionKind;
  label: string;
  choices: string;
  required: boolean;
  perAttendee: boolean;
}

interface QuestionValues {
  questions: QuestionRow[];
}

const LIST = 'questions';

const KIND_OPTIONS = BOOKING_QUESTION_KINDS.map((kind) => ({
  value: kind,
  label: BOOKING_QUESTION_KIND_LABELS[kind],
}));

const rowOf = ({
  id,
  kind,
  label,
  choices,
  required,
  perAttendee,
}: BookingQuestionResource): QuestionRow => ({
  id,
  kind,
  label,
  choices: choices.join('\n'),
  required,
  perAttendee,
});

const choicesOf = (row: QuestionRow) =>
  row.choices
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const bodyOf = (values: QuestionValues): BookingQuestionsBody => ({
  questions: values.questions.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    kind: row.kind,
    label: row.label,
    choices: hasChoices(row.kind) ? choicesOf(row) : [],
    required: row.required,
    perAttendee: row.perAttendee,
  })),
});

/** A refused choice (questions.0.choices.2: too long) shows on its question's choices. */
function onRows(bag: ErrorBag): ErrorBag {
  return Object.fromEntries(
    Object.entries(bag).map(([path, messages]) => [
      path.replace(/^(questions\.\d+\.choices)\.\d+$/, '$1'),
      messages,
    ]),
  );
}

/**
 * The workshop's booking questions tab: what its booking page asks, in order (drag or keyboard to move),
 * each of a kind (short or long text, one or several choices, yes/no), required or not, asked once per
 * booking or of each attendee (the booker when booking, an invitee when accepting their seat). Saved as a
 * whole list; answers already given keep the question as it was asked.
 */
export function WorkshopQuestionsTab({ workshop }: { workshop: WorkshopResource }) {
  const { data, error, mutate } = useBookingQuestions(workshop.id);
  return (
    <Card asChild>
      <section aria-labelledby="workshop-questions-title">
        <Card.Header>
          <Card.Title id="workshop-questions-title" as="h2">
            Booking questions
          </Card.Title>
          <Card.Description>
            What the booking page asks. Once per booking, or of each attendee: the booker answers for
            themselves when booking, each invitee when accepting their seat. Answers show on the booking, its
            seats and the attendee export.
          </Card.Description>
        </Card.Header>
        <Card.Content>
          {error ? (
            <LoadError error={error} retry={() => mutate()} what="the booking questions" />
          ) : !data ? (
            <Skeleton style={{ height: '8rem' }} />
          ) : (
            <QuestionsForm
              workshopId={workshop.id}
              questions={data.data}
              editable={workshop.abilities.editQuestions}
            />
          )}
        </Card.Content>
      </section>
    </Card>
  );
}

function QuestionsForm({
  workshopId,
  questions,
  editable,
}: {
  workshopId: string;
  questions: BookingQuestionResource[];
  editable: boolean;
}) {
  const form = useForm<QuestionValues>({
    initialValues: { questions: questions.map(rowOf) },
    validate: (values) => questionListErrors(bodyOf(values).questions),
    onSubmit: async (values) => {
      try {
        const saved = await saveBookingQuestions(workshopId, bodyOf(values));
        // The new questions have their ids now: the next save changes them rather than adding them again.
        form.reset({ questions: saved.data.map(rowOf) });
        toast({ title: 'Questions saved', variant: 'success' });
      } catch (failure) {
        if (failure instanceof ApiError) return onRows(failure.errors);
        throw failure;
      }
    },
  });
  return (
    <Form form={form} className="coach-stack" aria-label="Booking questions">
      <QuestionsTable form={form} editable={editable} />
      {editable ? (
        <div className="coach-row-actions">
          <Button type="submit" loading={form.submitting} disabled={!form.dirty}>
            Save questions
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

function QuestionsTable({ form, editable }: { form: FormApi<QuestionValues>; editable: boolean }) {
  const list = useFormList<QuestionRow>(form, LIST, {
    blank: () => ({ kind: 'short_text', label: '', choices: '', required: false, perAttendee: false }),
  });
  const add = () => {
    list.add();
    // The new question's label is where the coach types next.
    const { id } = form.register(`${LIST}.${list.rows.length}.label`);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };
  const nameOf = (row: QuestionRow, index: number) => row.label.trim() || `question ${index + 1}`;
  const setRow = (index: number, change: Partial<QuestionRow>) =>
    form.setValue(
      LIST,
      list.rows.map((row, at) => (at === index ? { ...row, ...change } : row)),
    );
  if (list.rows.length === 0 && !editable)
    return <EmptyState size="compact" titleAs="h3" title="No booking questions" />;
  return (
    <>
      <Table<QuestionRow>
        aria-label="Booking questions"
        rows={list.rows}
        getRowId={(_, index) => list.idOf(index)}
        getRowLabel={nameOf}
        {...(editable ? { onReorder: list.move } : {})}
        emptyText={
          <EmptyState
            size="compact"
            titleAs="h3"
            title="No booking questions yet"
            description="Add one to ask buyers, say, their company or their dietary needs."
          />
        }
        columns={[
          {
            id: 'question',
            header: 'Question',
            cell: (row, index) => (
              <div className="coach-stack coach-question">
                <Input
                  label={`Question ${index + 1}`}
                  hideLabel
                  autoComplete="off"
                  disabled={!editable}
                  {...form.register(`${LIST}.${index}.label`)}
                />
                {hasChoices(row.kind) ? (
                  <Textarea
                    label={`Choices of ${nameOf(row, index)}`}
                    description="One a line."
                    rows={3}
                    disabled={!editable}
                    {...form.register(`${LIST}.${index}.choices`)}
                  />
                ) : null}
              </div>
            ),
          },
          {
            id: 'kind',
            header: 'Kind',
            cell: (row, index) => (
              <Select
                aria-label={`Kind of ${nameOf(row, index)}`}
                options={KIND_OPTIONS}
                value={row.kind}
                disabled={!editable}
                onChange={(kind) => setRow(index, { kind: kind as BookingQuestionKind })}
              />
            ),
          },
          {
            id: 'required',
            header: 'Required',
            cell: (row, index) => (
              <Switch
                label={<VisuallyHidden>{`${nameOf(row, index)} is required`}</VisuallyHidden>}
                checked={row.required}
                disabled={!editable}
                onCheckedChange={(required) => setRow(index, { required })}
              />
            ),
          },
          {
            id: 'perAttendee',
            header: 'Of each attendee',
            cell: (row, index) => (
              <Switch
                label={<VisuallyHidden>{`Ask ${nameOf(row, index)} of each attendee`}</VisuallyHidden>}
                checked={row.perAttendee}
                disabled={!editable}
                onCheckedChange={(perAttendee) => setRow(index, { perAttendee })}
              />
            ),
          },
          ...(editable
            ? [
                {
                  id: 'actions',
                  header: <VisuallyHidden>Actions</VisuallyHidden>,
                  align: 'end' as const,
                  cell: (row: QuestionRow, index: number) => (
                    <RowAction label="Remove" of={nameOf(row, index)} onClick={() => list.remove(index)} />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && list.rows.length < MAX_BOOKING_QUESTIONS ? (
        <Button variant="outline" onClick={add}>
          Add question
        </Button>
      ) : null}
    </>
  );
}
