import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'VisaDesk';
const PERIOD = 30;

export const newTotpSecret = () => generateSecret({ length: 20 });

export const otpauthUri = (secret: string, email: string) =>
  generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD });

/** The QR is drawn here as SVG so the web bundle carries no QR library. */
export const qrSvg = (uri: string) =>
  QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

/**
 * Checks a code within ±1 time step and returns the step it matched, or null. Steps at or before
 * `lastStep` are refused, so an accepted code cannot be replayed inside its window.
 */
export async function matchStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD,
    epochTolerance: PERIOD,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
