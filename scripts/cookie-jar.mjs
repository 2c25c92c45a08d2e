// A cookie jar for the many-instances test and the soak benchmark's simulated people, which speak
// node:http to the app: a Map of name to value, kept from the answers' Set-Cookie headers.

/** Stores each Set-Cookie of an answer in the jar; an empty value or Max-Age=0 removes the cookie. */
export function keepCookies(cookies, setCookie) {
  for (const line of setCookie ?? []) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
    else cookies.set(name, value);
  }
}

/** The Cookie header of the jar (undefined when it is empty). */
export function cookieHeader(cookies) {
  return cookies.size > 0 ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
}
