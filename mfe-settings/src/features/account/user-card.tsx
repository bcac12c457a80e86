import { Button, Card, Form, type FormApi, useForm } from '@exceed/design-system';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { checkUserUpdate, saveUserUpdate } from './user-update.ts';

export interface UserCardProps<T> {
  title: string;
  description?: ReactNode;
  /** The card's fields as the update body shapes them (`{ profile: { headline } }`), from the session's user. */
  initialValues: T;
  /** Turns the changed values into the body to send (empty texts of optional fields become null). */
  toBody?: (changed: T) => object;
  /** Something beside the title (the Email card's badges). */
  badges?: ReactNode;
  /**
   * Something between the title and the form, with forms of its own (the Email card's verification):
   * forms do not nest, so it sits outside the card's.
   */
  notice?: ReactNode;
  /** Called after a save went through, when the session holds the saved user. */
  onSaved?: () => void;
  children: (form: FormApi<T>) => ReactNode;
}

/**
 * One card of the Account tab (SPEC §2): saved on its own, with a Save button disabled until the form has
 * changed and reading "Saving..." while saving. It checks the contract's rules in the browser, sends only
 * the changed fields, and shows the API's 422 on its fields, focusing the first one.
 */
export function UserCard<T>({
  title,
  description,
  initialValues,
  toBody,
  badges,
  notice,
  onSaved,
  children,
}: UserCardProps<T>) {
  const titleId = useId();
  const form = useForm<T>({
    initialValues,
    validate: (values) => checkUserUpdate(toBody ? toBody(values) : (values as object)),
    onSubmit: async (_values, current) => {
      const changed = current.changedValues() as T;
      const errors = await saveUserUpdate(toBody ? toBody(changed) : (changed as object));
      if (!errors) onSaved?.();
      return errors;
    },
  });
  // Another card's save refreshes the session's user: a card with no edits of its own follows it.
  const fresh = JSON.stringify(initialValues);
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    if (!latest.current.dirty) latest.current.reset(JSON.parse(fresh) as T);
  }, [fresh]);

  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title id={titleId}>
            {title}
            {badges}
          </Card.Title>
          {description ? <Card.Description>{description}</Card.Description> : null}
        </Card.Header>
        {notice}
        <Form form={form} showError={false}>
          <Card.Content>
            <Form.Error form={form} />
            {children(form)}
          </Card.Content>
          <Card.Footer>
            <Button type="submit" disabled={!form.dirty || form.submitting}>
              {form.submitting ? 'Saving...' : 'Save'}
            </Button>
          </Card.Footer>
        </Form>
      </section>
    </Card>
  );
}
