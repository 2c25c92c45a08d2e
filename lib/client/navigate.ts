/**
 * A full page load, on purpose: after sign-in, sign-out, a password change or the start and end of
 * maintenance, the session cookie changed, and every server component must render again with it
 * (a client-side navigation would keep the old layouts and their data).
 */
export function loadPage(url: string): void {
  window.location.assign(url);
}
