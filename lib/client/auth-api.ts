// The browser's calls to the BFF's auth and session handlers (app/api/auth/*).
import type { ChangePasswordRequest, SuccessResponse } from '@/lib/contract/auth';
import type { ClientMessage, NextStep, SignInForm, TwoFactorSetupForm } from '@/lib/contract/bff-auth';
import { requestJson } from './http';

export const CAPTCHA_URL = '/api/auth/captcha';

/** A redirect, or `codeNeeded` for a user with two-factor (then postSignInCode). */
export function postSignIn(form: SignInForm): Promise<NextStep | { codeNeeded: true }> {
  return requestJson('/api/auth/sign-in', { method: 'POST', json: form });
}

/** The code step of a two-factor sign-in: six digits or a recovery code. */
export function postSignInCode(Code: string): Promise<NextStep> {
  return requestJson('/api/auth/two-factor', { method: 'POST', json: { Code } });
}

/** The /admin/twoFactor page's calls. */
export function postTwoFactorSetup<T>(form: TwoFactorSetupForm): Promise<T> {
  return requestJson('/api/auth/two-factor/setup', { method: 'POST', json: form });
}

export function postSignOut(): Promise<NextStep> {
  return requestJson('/api/auth/sign-out', { method: 'POST', json: {} });
}

export function postChangePassword(form: ChangePasswordRequest): Promise<SuccessResponse> {
  return requestJson('/api/auth/password', { method: 'POST', json: form });
}

export function postTerms(agree: boolean): Promise<NextStep> {
  return requestJson('/api/auth/terms', { method: 'POST', json: { agree } });
}

export function getMessage(): Promise<ClientMessage> {
  return requestJson('/api/auth/message');
}

export function postLocation(LocId: string): Promise<NextStep> {
  return requestJson('/api/auth/location', { method: 'POST', json: { LocId } });
}

export function postLayout(newLayout: boolean): Promise<{ newLayout: boolean }> {
  return requestJson('/api/auth/layout', { method: 'POST', json: { newLayout } });
}
