// Page query parameters as Next hands them to a page (a promise of a record of strings or arrays).

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter, cut to `max` characters; '' when absent. */
export function firstParam(value: string | string[] | undefined, max = 200): string {
  return (Array.isArray(value) ? value[0] : value)?.slice(0, max) ?? '';
}
