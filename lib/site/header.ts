/**
 * Request headers on which proxy.ts hands what it resolved to the app. The proxy deletes any
 * client-sent copy before setting them, so server code may trust them.
 */
/** The resolved site key. */
export const SITE_HEADER = 'x-drawdesk-site';
/** The path and query of the page being rendered (server components cannot see their own URL). */
export const PATH_HEADER = 'x-drawdesk-path';
/** A LocId the page's link asked for that the user does not have (the shell shows a notice). */
export const LOCATION_REFUSED_HEADER = 'x-drawdesk-location-refused';
