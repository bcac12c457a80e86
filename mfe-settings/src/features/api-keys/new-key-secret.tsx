import type { ApiKeyResource } from '@exceed/contract';
import { Button } from '@exceed/design-system';
import { useState } from 'react';

/** A key just made, with its secret: shown this once, since only its hash is kept. */
export function NewKeySecret({
  apiKey,
  onDone,
}: {
  apiKey: ApiKeyResource & { token: string };
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(apiKey.token);
    setCopied(true);
  };
  return (
    <div className="api-key-secret" role="status">
      <p>
        <strong>Copy “{apiKey.name}” now.</strong> It is not shown again: if you lose it, revoke it and make
        another.
      </p>
      <code className="api-key-secret__token">{apiKey.token}</code>
      <div className="api-key-secret__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy the key'}
        </Button>
        <Button onClick={onDone}>I saved it</Button>
      </div>
    </div>
  );
}
