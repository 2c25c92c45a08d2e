// The browser's calls to the BFF's auth and session handlers (app/api/auth/*).
import type { ChangePasswordRequest, SuccessResponse } from '@/lib/contract/auth';
import type { ClientMessage, NextStep, SignInForm } from '@/lib/contract/bff-auth';
import { requestJson } from './http';

export const CAPTCHA_URL = '/api/auth/captcha';

export function postSignIn(form: SignInForm): Promise<NextStep> {
  return requestJson('/api/auth/sign-in', { method: 'POST', json: form });
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
