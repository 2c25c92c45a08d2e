// The spec's message check: polled every 60 s, and retried 60 s after a failure.
export const MESSAGE_POLL_MS = 60_000;
