import {
  answerField,
  type BookingAnswersInput,
  type BookingQuestionResource,
  LONG_ANSWER_MAX_LENGTH,
  SHORT_ANSWER_MAX_LENGTH,
} from '@exceed/contract';
import { Checkbox, Fieldset, Input, RadioGroup, Textarea, VisuallyHidden } from '@exceed/design-system';
import type { ReactNode } from 'react';

export interface QuestionFieldsProps {
  questions: readonly BookingQuestionResource[];
  answers: BookingAnswersInput;
  onChange: (questionId: string, value: BookingAnswersInput[string]) => void;
  /** The messages shown, by field (`answers.<questionId>`, as the API and checkBookingAnswers key them). */
  errors: Readonly<Record<string, string | undefined>>;
}

/** A group's label with the `*` a required Input shows, and the word for screen readers. */
const groupLabel = (label: string, required: boolean): ReactNode =>
  required ? (
    <>
      {label}
      <span className="ex-field__required" aria-hidden="true">
        {' '}
        *
      </span>
      <VisuallyHidden> (required)</VisuallyHidden>
    </>
  ) : (
    label
  );

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/**
 * A workshop's booking questions as form fields, one per question in its order: text, a choice among
 * radios, several among checkboxes, yes or no. Each shows its message from `errors`, the contract's or
 * the API's; the booking page and a seat's acceptance both ask them.
 */
export function QuestionFields({ questions, answers, onChange, errors }: QuestionFieldsProps) {
  return (
    <>
      {questions.map((question) => {
        const { id, label, required, choices } = question;
        const value = answers[id];
        const error = errors[answerField(id)];
        const name = answerField(id);
        switch (question.kind) {
          case 'short_text':
            return (
              <Input
                key={id}
                name={name}
                label={label}
                required={required}
                maxLength={SHORT_ANSWER_MAX_LENGTH}
                error={error}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => onChange(id, event.target.value)}
              />
            );
          case 'long_text':
            return (
              <Textarea
                key={id}
                name={name}
                label={label}
                required={required}
                maxLength={LONG_ANSWER_MAX_LENGTH}
                error={error}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => onChange(id, event.target.value)}
              />
            );
          case 'one_choice':
            return (
              <RadioGroup
                key={id}
                name={name}
                label={groupLabel(label, required)}
                required={required}
                error={error}
                options={choices.map((choice) => ({ value: choice, label: choice }))}
                value={typeof value === 'string' ? value : ''}
                onValueChange={(choice) => onChange(id, choice)}
              />
            );
          case 'yes_no':
            return (
              <RadioGroup
                key={id}
                name={name}
                label={groupLabel(label, required)}
                required={required}
                error={error}
                options={YES_NO}
                value={value === true ? 'yes' : value === false ? 'no' : ''}
                onValueChange={(answer) => onChange(id, answer === 'yes')}
              />
            );
          default: {
            const picked = Array.isArray(value) ? value : [];
            return (
              <Fieldset
                key={id}
                legend={groupLabel(label, required)}
                aria-describedby={error ? `${id}-error` : undefined}
              >
                {error ? (
                  <p id={`${id}-error`} className="ex-field__error">
                    {error}
                  </p>
                ) : null}
                {choices.map((choice) => (
                  <Checkbox
                    key={choice}
                    label={choice}
                    checked={picked.includes(choice)}
                    onCheckedChange={(checked) =>
                      onChange(
                        id,
                        checked === true ? [...picked, choice] : picked.filter((other) => other !== choice),
                      )
                    }
                  />
                ))}
              </Fieldset>
            );
          }
        }
      })}
    </>
  );
}
