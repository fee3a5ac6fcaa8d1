import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@visadesk/contract';
import { sha256 } from '../../lib/security/tokens';

// No 0/o, 1/l/i: codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten `xxxxx-xxxxx` codes (about 49 bits each), shown once; only their hashes are stored. */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);

export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (code: string) => sha256(`recovery:${normalizeRecoveryCode(code)}`);
