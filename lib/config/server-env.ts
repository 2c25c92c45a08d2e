import 'server-only';
import { z } from 'zod';

// The app's server configuration, read once and validated. Every variable is listed in README.md.
const schema = z.object({
  PLATFORM_API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Show the captcha on sign-in from the start (docs/product.md#entry-constants: off by default). */
  ENABLE_CAPTCHA: z
    .enum(['true', 'false'], { error: 'ENABLE_CAPTCHA must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
  /** Pin every user to the new sidebar and hide the switch (docs/product.md#entry-constants: off by default; docs/decisions/shell.md). */
  NEW_LAYOUT: z
    .enum(['true', 'false'], { error: 'NEW_LAYOUT must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid server configuration: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}
