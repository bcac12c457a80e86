import { formatCheckInCode } from '@exceed/contract';
import { Skeleton } from '@exceed/design-system';
import { useEffect, useState } from 'react';
import './check-in-pass.css';

/**
 * An attendee's check-in pass: their code as a QR code, which the coach's phone scans at the door, and as
 * text to read out or type. `qrcode` is loaded with the pass, on the pages that show one.
 */
export function CheckInPass({ code, size = 200 }: { code: string; size?: number }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(code, { width: size * 2, margin: 2, errorCorrectionLevel: 'M' }).then(
        (drawn) => current && setImage(drawn),
      ),
    );
    return () => {
      current = false;
    };
  }, [code, size]);
  return (
    <figure className="check-in-pass">
      {image ? (
        <img
          className="check-in-pass__qr"
          src={image}
          width={size}
          height={size}
          alt={`QR code of check-in code ${formatCheckInCode(code)}`}
        />
      ) : (
        <Skeleton shape="rect" width={`${size}px`} height={`${size}px`} />
      )}
      <figcaption>
        <span className="check-in-pass__code">{formatCheckInCode(code)}</span>
        <span className="client-muted">Show this at the door: your coach scans it at each session.</span>
      </figcaption>
    </figure>
  );
}
