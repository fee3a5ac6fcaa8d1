import { describe, expect, it } from 'vitest';
import { recoveryCodesText, secondFactorBody } from '../second-factor';

describe('secondFactorBody', () => {
  it('accepts six digits, dropping the spaces some apps show', () => {
    expect(secondFactorBody('code', '123 456')).toEqual({ code: '123456' });
    expect(secondFactorBody('code', ' 000001 ')).toEqual({ code: '000001' });
  });

  it('refuses anything that is not exactly six digits', () => {
    expect(secondFactorBody('code', '12345')).toBeNull();
    expect(secondFactorBody('code', '1234567')).toBeNull();
    expect(secondFactorBody('code', '١٢٣٤٥٦')).toBeNull();
    expect(secondFactorBody('code', 'abcdef')).toBeNull();
  });

  it('sends a recovery code as typed, once it is long enough', () => {
    expect(secondFactorBody('recovery', ' abcde-fghjk ')).toEqual({ recoveryCode: 'abcde-fghjk' });
    expect(secondFactorBody('recovery', 'abc-de')).toBeNull();
  });
});

describe('recoveryCodesText', () => {
  it('lists every code on its own line under the account', () => {
    const text = recoveryCodesText(['aaaaa-bbbbb', 'ccccc-ddddd'], 'a@visadesk.test');
    expect(text.split('\n')).toEqual([
      'VisaDesk recovery codes for a@visadesk.test',
      'Each code signs you in once if you cannot use your authenticator app.',
      '',
      'aaaaa-bbbbb',
      'ccccc-ddddd',
      '',
    ]);
  });
});
