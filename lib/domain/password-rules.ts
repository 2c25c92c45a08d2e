// The new-password rules of the specification (docs/product.md#password-rules), checked in its order, with its exact messages.
// Pure: the change-password form, the BFF and the platform all use this one copy.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;

export const PASSWORD_MESSAGES = {
  length: 'Your password must be between 8 and 15 characters long',
  uppercase: 'Your password must contain at least 1 uppercase letter',
  lowercase: 'Your password must contain at least 1 lowercase letter',
  number: 'Your password must contain at least 1 number',
  spaces: 'Your password cannot contain spaces',
  mismatch: 'Password does not match',
} as const;

export type PasswordRule = keyof typeof PASSWORD_MESSAGES;

export interface PasswordPolicy {
  /** Server setting passwordAllowLowercase: when on, an uppercase letter is not required. */
  allowLowercase: boolean;
}

/** Ordered checks of a new password; the first that fails names the rule. */
const RULES: readonly { rule: PasswordRule; fails: (password: string, policy: PasswordPolicy) => boolean }[] = [
  {
    rule: 'length',
    fails: (password) => password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH,
  },
  { rule: 'uppercase', fails: (password, policy) => !policy.allowLowercase && !/[A-Z]/.test(password) },
  { rule: 'lowercase', fails: (password) => !/[a-z]/.test(password) },
  { rule: 'number', fails: (password) => !/[0-9]/.test(password) },
  { rule: 'spaces', fails: (password) => /\s/.test(password) },
];

/** The first rule the new password breaks, or null when it is acceptable. */
export function newPasswordRule(password: string, policy: PasswordPolicy): PasswordRule | null {
  return RULES.find(({ fails }) => fails(password, policy))?.rule ?? null;
}

/**
 * The first rule broken by the pair (new password, confirmation), in the spec's order: the new
 * password's own rules first, then 'Password does not match'.
 */
export function passwordChangeRule(password: string, confirmation: string, policy: PasswordPolicy): PasswordRule | null {
  return newPasswordRule(password, policy) ?? (password === confirmation ? null : 'mismatch');
}

/** Every rule the pair breaks, in the spec's order, the mismatch last (the platform's `data` list). */
export function brokenPasswordRules(password: string, confirmation: string, policy: PasswordPolicy): PasswordRule[] {
  const broken = RULES.filter(({ fails }) => fails(password, policy)).map(({ rule }) => rule);
  return password === confirmation ? broken : [...broken, 'mismatch'];
}

/** The spec's message for a broken rule. */
export function passwordMessage(rule: PasswordRule): string {
  return PASSWORD_MESSAGES[rule];
}
