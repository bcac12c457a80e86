import { Button } from '@exceed/design-system';
import { useState } from 'react';

/**
 * A new set of recovery codes, shown once: the user keeps them (download or copy) before going on, since
 * only their hashes are stored.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `Exceed recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'exceed-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <div className="two-step-codes">
      <p role="status">
        <strong>Save these recovery codes now.</strong> If you lose your authenticator app, each signs you in
        once. They are not shown again.
      </p>
      <ul aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-step-actions">
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}
