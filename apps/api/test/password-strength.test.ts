import { describe, expect, it } from 'vitest';
import { passwordWeaknesses } from '../src/lib/security/password-strength';

const EMAIL = 'director@agency.example';

describe('the first production admin password', () => {
  it('accepts a long, varied password unrelated to the email', () => {
    expect(passwordWeaknesses('Tigris&Euphrates-1920', EMAIL)).toEqual([]);
    expect(passwordWeaknesses('Palm grove 7 rivers!', EMAIL)).toEqual([]);
  });

  it('does not count spaces towards the length', () => {
    expect(passwordWeaknesses(`Aa1${' '.repeat(11)}`, EMAIL)).toContain(
      'must be at least 12 characters besides spaces',
    );
    expect(passwordWeaknesses(' Tigris&Eup ', EMAIL)).toContain(
      'must be at least 12 characters besides spaces',
    );
  });

  it('wants at least 8 different characters', () => {
    expect(passwordWeaknesses('Aa1!Aa1!Aa1!Aa1!', EMAIL)).toEqual([
      'must use at least 8 different characters',
    ]);
    expect(passwordWeaknesses('Abcdefg1!!!!', EMAIL)).toEqual([]);
  });

  it("refuses the email's name however it is cased or spelled with look-alikes", () => {
    for (const password of [
      'D1rector!2024xyz',
      'DIRECTOR#2024xyz',
      'xx-d1r3c70r-2024Q',
      'Dir3ct0r$Baghdad',
    ]) {
      expect(passwordWeaknesses(password, EMAIL), password).toContain(
        "must not contain the email's name part",
      );
    }
    // l and 1 both stand for i, @ and $ for a and s.
    expect(passwordWeaknesses('Kh@lid#Mosul2024', 'khalid@agency.example')).toContain(
      "must not contain the email's name part",
    );
    expect(passwordWeaknesses('Ha$$an!Basra1920', 'ali.hassan@agency.example')).toContain(
      "must not contain the email's name part",
    );
  });

  it('refuses the published demo password in disguise', () => {
    expect(passwordWeaknesses('xx@dm1n#12345yy', EMAIL)).toContain('must not be the published demo password');
    expect(passwordWeaknesses('Admin# 12345 long', EMAIL)).toContain(
      'must not be the published demo password',
    );
  });
});
