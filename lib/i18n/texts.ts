// Plain texts for client components that take their texts as props instead of loading the client
// translation runtime (the sign-in page keeps its first-load JS small this way; see decisions.md).

/** The texts of `keys`, resolved with a translator of one namespace (server or client). */
export function textsOf<K extends string>(t: (key: K) => string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
