// What a user is told about an error, and which errors mean "the app was redeployed under you".
// Pure: no DOM, no React.

function fieldsOf(error: unknown): Record<string, unknown> {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error.trim();
  const { message } = fieldsOf(error);
  return typeof message === 'string' ? message.trim() : '';
}

/**
 * An error without a message, or with status 0 (the request never got an answer), gives the generic
 * text and should be reported; any other error shows its own message.
 */
export function userErrorMessage(error: unknown, genericText: string): { text: string; report: boolean } {
  const message = messageOf(error);
  if (!message || fieldsOf(error).status === 0) return { text: genericText, report: true };
  return { text: message, report: false };
}

// Webpack (JS and CSS chunks), Turbopack, and native dynamic import() in Chrome, Firefox and Safari.
const CHUNK_FAILURES = [
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Failed to load chunk /i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** True when code or CSS of the app could not be loaded, which usually means a newer build is live. */
export function isChunkLoadError(error: unknown): boolean {
  if (fieldsOf(error).name === 'ChunkLoadError') return true;
  const message = messageOf(error);
  return message !== '' && CHUNK_FAILURES.some((pattern) => pattern.test(message));
}

// Next's own wording when it hides a server error's message in production (it then sets a digest).
const HIDDEN_MESSAGE = 'omitted in production builds';

/**
 * The reason shown under "An error occurred that we cannot recover from": the error's message, or,
 * when Next has hidden a server error's message, the digest that matches the server log line.
 */
export function errorReason(error: unknown, genericText: string, referenceText: (digest: string) => string): string {
  const { digest } = fieldsOf(error);
  const message = messageOf(error);
  if (typeof digest === 'string' && digest && (!message || message.includes(HIDDEN_MESSAGE))) return referenceText(digest);
  return userErrorMessage(error, genericText).text;
}
