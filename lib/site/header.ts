/**
 * The request header on which proxy.ts hands the resolved site key to the app.
 * The proxy deletes any client-sent copy before setting it, so server code may trust it.
 */
export const SITE_HEADER = 'x-drawdesk-site';
