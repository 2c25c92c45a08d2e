import {
  brokenPasswordRules,
  newPasswordRule,
  PASSWORD_MESSAGES,
  passwordChangeRule,
  passwordMessage,
  type PasswordRule,
} from '@/lib/domain/password-rules';

const strict = { allowLowercase: false };
const relaxed = { allowLowercase: true };

describe('new password rules, in the spec order', () => {
  it.each<[string, PasswordRule | null]>([
    ['Abcdefg1', null],
    ['Abcdefghijklm12', null],
    ['', 'length'],
    ['Abcde1', 'length'],
    ['Abcdef1', 'length'],
    ['Abcdefghijklm123', 'length'],
    // Length comes first even when everything else is wrong too.
    ['a b', 'length'],
    ['abcdefg1', 'uppercase'],
    ['abcdefgh', 'uppercase'],
    ['ABCDEFG1', 'lowercase'],
    ['ABCDEFGH', 'lowercase'],
    ['Abcdefgh', 'number'],
    ['Abcd efg1', 'spaces'],
    ['Abcd\tefg1', 'spaces'],
    ['Abcdefg1 ', 'spaces'],
  ])('%j breaks %s', (password, rule) => {
    expect(newPasswordRule(password, strict)).toBe(rule);
  });

  it('skips the uppercase rule when passwordAllowLowercase is on', () => {
    expect(newPasswordRule('abcdefg1', relaxed)).toBeNull();
    expect(newPasswordRule('abcdefgh', relaxed)).toBe('number');
    expect(newPasswordRule('ABCDEFG1', relaxed)).toBe('lowercase');
  });

  it('checks the confirmation last', () => {
    expect(passwordChangeRule('Abcdefg1', 'Abcdefg1', strict)).toBeNull();
    expect(passwordChangeRule('Abcdefg1', 'Abcdefg2', strict)).toBe('mismatch');
    expect(passwordChangeRule('abc', 'xyz', strict)).toBe('length');
  });
});

describe('messages', () => {
  it('uses the exact texts of the specification', () => {
    expect(PASSWORD_MESSAGES).toEqual({
      length: 'Your password must be between 8 and 15 characters long',
      uppercase: 'Your password must contain at least 1 uppercase letter',
      lowercase: 'Your password must contain at least 1 lowercase letter',
      number: 'Your password must contain at least 1 number',
      spaces: 'Your password cannot contain spaces',
      mismatch: 'Password does not match',
    });
    expect(passwordMessage('number')).toBe('Your password must contain at least 1 number');
  });

  it('matches the English message file', async () => {
    const en = (await import('@/messages/en.json')).default as { changePassword: { rules: Record<string, string> } };
    expect(en.changePassword.rules).toEqual(PASSWORD_MESSAGES);
  });
});

describe('every broken rule, for the platform\'s data list', () => {
  it('lists them in the spec order with the mismatch last', () => {
    expect(brokenPasswordRules('a b', 'x', strict)).toEqual(['length', 'uppercase', 'number', 'spaces', 'mismatch']);
    expect(brokenPasswordRules('Abcdefg1', 'Abcdefg1', strict)).toEqual([]);
    expect(brokenPasswordRules('abcdefg1', 'abcdefg1', relaxed)).toEqual([]);
  });

  const corpus = ['', ' ', 'a', 'A1', 'abc def', 'Abcdefg1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abc defg1', 'Abcdefghijklmno1', 'ÄÖÜäöü12', '12345678', 'Ab1\t5678'];
  it.each(corpus.flatMap((password) => [[password, false], [password, true]] as const))(
    'starts with the rule the form shows: %j (allowLowercase %s)',
    (password, allowLowercase) => {
      const policy = { allowLowercase };
      expect(brokenPasswordRules(password, password, policy)[0] ?? null).toBe(newPasswordRule(password, policy));
    },
  );
});
