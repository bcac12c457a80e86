import QRCode from 'qrcode';
import type { CheckInPass } from './messages.ts';

/**
 * A check-in code as a mail carries it: its QR code as a PNG attached inline (cid), since mail readers show
 * an attached image where they block a data: URL or an SVG.
 */
export async function checkInPass(code: string): Promise<CheckInPass> {
  const png = await QRCode.toBuffer(code, { type: 'png', width: 360, margin: 2, errorCorrectionLevel: 'M' });
  return {
    code,
    image: {
      filename: 'check-in.png',
      contentType: 'image/png',
      content: png.toString('base64'),
      encoding: 'base64',
      cid: 'check-in-pass',
    },
  };
}
