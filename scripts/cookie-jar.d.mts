export function keepCookies(cookies: Map<string, string>, setCookie: readonly string[] | undefined): void;
export function cookieHeader(cookies: ReadonlyMap<string, string>): string | undefined;
