import { Button, Form, Input, useForm } from '@exceed/design-system';
import { LOGIN } from './code-route.ts';

export interface EmailStepProps {
  /** Called with the address once its code is mailed. */
  onSent: (email: string) => void;
  /** The address to start from, when the page knows it (an invitation names whom it is for). */
  initialEmail?: string;
}

/** Asks for a code by email; the answer is the same whether or not the address has an account. */
export function EmailStep({ onSent, initialEmail = '' }: EmailStepProps) {
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: LOGIN.check,
    onSubmit: async (values) => {
      await LOGIN.mailCode(values);
      onSent(values.email.trim());
    },
  });
  return (
    <Form form={form} className="auth-form" aria-label="Log in with a code">
      <p>Enter your email and we will send you a 6-digit code.</p>
      <Input label="Email" type="email" autoComplete="email" {...form.register('email')} />
      <Button type="submit" loading={form.submitting}>
        {form.submitting ? 'Sending…' : 'Send code'}
      </Button>
    </Form>
  );
}
