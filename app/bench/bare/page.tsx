// GET /bench/bare: the baseline of the first-load JS benchmark (bench/first-load.mjs), a page with
// nothing of its own under the root layout. It exists only when the app runs with BENCH_PAGES=1;
// otherwise it is a 404. No sign-in: /bench is outside the signed-in sections (lib/session/gate.ts).
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

export default function BareBenchPage() {
  if (process.env.BENCH_PAGES !== '1') notFound();
  return <main>bare</main>;
}
