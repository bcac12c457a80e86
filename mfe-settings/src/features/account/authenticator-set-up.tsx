import { bodyCheck, secondFactorSchema } from '@exceed/contract';
import { Button, Form, OtpInput, useForm } from '@exceed/design-system';
import { type AuthenticatorSetUp, confirmAuthenticatorApp } from './two-step-api.ts';

const check = bodyCheck(secondFactorSchema);

export interface AuthenticatorSetUpFormProps {
  setUp: AuthenticatorSetUp;
  /** The app is on: its recovery codes, to show once. */
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * Adding Exceed to an authenticator app: scan the QR code (or type the key on a phone, where the camera
 * cannot scan its own screen), then prove it with the first code the app shows.
 */
export function AuthenticatorSetUpForm({ setUp, onConfirmed, onCancel }: AuthenticatorSetUpFormProps) {
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => check({ code }),
    onSubmit: async ({ code }) => {
      const { data } = await confirmAuthenticatorApp(code);
      onConfirmed(data.recoveryCodes);
    },
  });
  const key = setUp.secret.match(/.{1,4}/g)?.join(' ') ?? setUp.secret;
  return (
    <Form form={form} className="two-step-set-up" aria-label="Set up your authenticator app">
      <ol className="two-step-steps">
        <li>
          Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or Microsoft
          Authenticator).
          <img
            src={setUp.qrCode}
            alt="QR code to add Exceed to your authenticator app"
            width={176}
            height={176}
          />
        </li>
        <li>
          Or enter this key in the app: <code className="two-step-key">{key}</code>
        </li>
        <li>Enter the 6-digit code the app now shows.</li>
      </ol>
      <OtpInput length={6} label="Code from the app" {...form.register('code')} />
      <div className="two-step-actions">
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? 'Turning on…' : 'Turn on'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
