import type { AuthenticatorProof } from '@exceed/contract';
import { authenticatorProofSchema, bodyCheck } from '@exceed/contract';
import { Button, Form, Input, OtpInput, useForm } from '@exceed/design-system';
import { useState } from 'react';

const check = bodyCheck(authenticatorProofSchema);

export interface SecondFactorProofFormProps {
  /** What the proof is for, as the form's name and its button say it. */
  action: string;
  /** What the change does, above the field. */
  description: string;
  submitLabel: string;
  danger?: boolean;
  onProved: (proof: AuthenticatorProof) => Promise<unknown>;
  onCancel: () => void;
}

/** Asks the app's current code (or one of the recovery codes) before a change to two-step sign-in. */
export function SecondFactorProofForm({
  action,
  description,
  submitLabel,
  danger,
  onProved,
  onCancel,
}: SecondFactorProofFormProps) {
  const [method, setMethod] = useState<'code' | 'recoveryCode'>('code');
  const form = useForm({
    initialValues: { code: '', recoveryCode: '' },
    validate: (values) => check(proofOf(method, values)),
    onSubmit: (values) => onProved(proofOf(method, values)),
  });
  return (
    <Form form={form} className="two-step-proof" aria-label={action}>
      <p>{description}</p>
      {method === 'code' ? (
        <OtpInput length={6} label="Code from your authenticator app" {...form.register('code')} />
      ) : (
        <Input
          label="Recovery code"
          autoComplete="off"
          spellCheck={false}
          {...form.register('recoveryCode')}
        />
      )}
      <div className="two-step-actions">
        <Button type="submit" variant={danger ? 'destructive' : 'primary'} loading={form.submitting}>
          {submitLabel}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset();
            setMethod(method === 'code' ? 'recoveryCode' : 'code');
          }}
        >
          {method === 'code' ? 'Use a recovery code' : 'Use the app’s code'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

const proofOf = (
  method: 'code' | 'recoveryCode',
  values: { code: string; recoveryCode: string },
): AuthenticatorProof => (method === 'code' ? { code: values.code } : { recoveryCode: values.recoveryCode });
