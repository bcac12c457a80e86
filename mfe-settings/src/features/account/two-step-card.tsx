import type { One, SecondFactorStatus } from '@exceed/contract';
import { Badge, Button, Card, LoadError, Skeleton, toast } from '@exceed/design-system';
import { useApi } from '@exceed/session';
import { useId, useState } from 'react';
import { AuthenticatorSetUpForm } from './authenticator-set-up.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { SecondFactorProofForm } from './second-factor-proof-form.tsx';
import {
  type AuthenticatorSetUp,
  disableAuthenticatorApp,
  renewRecoveryCodes,
  SECOND_FACTOR_PATH,
  startAuthenticatorApp,
} from './two-step-api.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'setting-up'; setUp: AuthenticatorSetUp }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'renewing' }
  | { kind: 'turning-off' };

/**
 * Two-step sign-in (decision 0096): an authenticator app whose code every sign-in by code, link, password
 * or provider then also asks, with recovery codes for a lost phone. The admin area and payout changes need
 * a session that proved a second factor, and the card says so.
 */
export function TwoStepCard() {
  const titleId = useId();
  const status = useApi<One<SecondFactorStatus>>(SECOND_FACTOR_PATH);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const on = status.data?.data.authenticatorApp === true;
  const idle = () => setStep({ kind: 'idle' });

  const start = async () => {
    setStarting(true);
    try {
      const { data } = await startAuthenticatorApp();
      setStep({ kind: 'setting-up', setUp: data });
    } finally {
      setStarting(false);
    }
  };

  let body: React.ReactNode;
  if (status.error)
    body = <LoadError what="your two-step sign-in" error={status.error} retry={() => void status.mutate()} />;
  else if (!status.data) body = <Skeleton shape="text" />;
  else if (step.kind === 'setting-up')
    body = (
      <AuthenticatorSetUpForm
        setUp={step.setUp}
        onConfirmed={(codes) => setStep({ kind: 'codes', codes })}
        onCancel={idle}
      />
    );
  else if (step.kind === 'codes') body = <RecoveryCodesList codes={step.codes} onDone={idle} />;
  else if (step.kind === 'renewing')
    body = (
      <SecondFactorProofForm
        action="Make new recovery codes"
        description="Your old recovery codes stop working. Confirm it is you with your app's code or a recovery code."
        submitLabel="Make new codes"
        onProved={async (proof) =>
          setStep({ kind: 'codes', codes: (await renewRecoveryCodes(proof)).data.recoveryCodes })
        }
        onCancel={idle}
      />
    );
  else if (step.kind === 'turning-off')
    body = (
      <SecondFactorProofForm
        action="Turn off two-step sign-in"
        description="Signing in will no longer ask for your app's code. Confirm it is you with the code or a recovery code."
        submitLabel="Turn off"
        danger
        onProved={async (proof) => {
          await disableAuthenticatorApp(proof);
          toast({ title: 'Two-step sign-in is off', variant: 'success' });
          idle();
        }}
        onCancel={idle}
      />
    );
  else if (on)
    body = (
      <>
        <p>
          Signing in asks for the code of your authenticator app. Recovery codes left:{' '}
          <strong>{status.data.data.recoveryCodesLeft}</strong>
          {status.data.data.recoveryCodesLeft <= 3 ? ' — make new ones before you run out.' : '.'}
        </p>
        <div className="two-step-actions">
          <Button variant="secondary" onClick={() => setStep({ kind: 'renewing' })}>
            New recovery codes
          </Button>
          <Button variant="outline" onClick={() => setStep({ kind: 'turning-off' })}>
            Turn off
          </Button>
        </div>
      </>
    );
  else
    body = (
      <>
        <p>
          Add a code from an authenticator app on your phone to every sign-in, so a stolen email or password
          is not enough. The admin area and changes to where your payouts go ask for it.
        </p>
        <div className="two-step-actions">
          <Button loading={starting} onClick={() => void start()}>
            Set up authenticator app
          </Button>
        </div>
      </>
    );

  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title id={titleId}>
            Two-step sign-in
            {status.data ? (
              <span className="settings-badges">
                <Badge variant={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
              </span>
            ) : null}
          </Card.Title>
        </Card.Header>
        <Card.Content>{body}</Card.Content>
      </section>
    </Card>
  );
}
