import { Button, Form, Input, useForm } from '@exceed/design-system';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OtpStep } from '../../lib/code-sign-in/otp-step.tsx';
import { PageFrame } from '../../lib/page-frame.tsx';
import type { RegisterDetails } from './auth-api.ts';
import { REGISTER } from './register-route.ts';
import '../../lib/code-sign-in/code-sign-in.css';
import './auth.css';

/**
 * /register: your details, then the 6-digit code mailed to you creates the account (a pending user, sent
 * on to onboarding by the shell) and signs you in.
 */
export default function RegisterPage() {
  const [params, setParams] = useSearchParams();
  // A new account goes on to onboarding unless it was made on the way somewhere (a booking): the shell's
  // guest-only guard follows the saved redirect once the code signs the user in.
  useEffect(() => {
    if (!params.has('redirect')) setParams({ redirect: '/onboarding' }, { replace: true });
  }, [params, setParams]);
  const [details, setDetails] = useState<RegisterDetails | null>(null);
  const form = useForm<RegisterDetails>({
    initialValues: { email: '', username: '', firstName: '', lastName: '' },
    validate: REGISTER.check,
    onSubmit: async (values) => {
      await REGISTER.mailCode(values);
      setDetails(values);
    },
  });
  return (
    <PageFrame title="Register">
      {details ? (
        <OtpStep route={REGISTER} details={details} onBack={() => setDetails(null)} />
      ) : (
        <Form form={form} className="auth-form" aria-label="Create your account">
          <p>Create your account with a one-time code sent to your email.</p>
          <div className="auth-names">
            <Input label="First name" autoComplete="given-name" {...form.register('firstName')} />
            <Input label="Last name" autoComplete="family-name" {...form.register('lastName')} />
          </div>
          <Input label="Username" autoComplete="username" {...form.register('username')} />
          <Input label="Email" type="email" autoComplete="email" {...form.register('email')} />
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Sending…' : 'Send code'}
          </Button>
        </Form>
      )}
      <p className="auth-switch">
        Already have an account? <Link to={{ pathname: '/login', search: params.toString() }}>Log in</Link>
      </p>
    </PageFrame>
  );
}
