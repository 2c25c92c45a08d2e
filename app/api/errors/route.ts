// POST /api/errors: a browser error report (lib/errors/report.ts), checked, capped and logged.
import { jsonBodyProblem, sameOriginProblem } from '@/lib/http/same-origin';
import { clientErrorReportSchema, REPORT_MAX_BYTES } from '@/lib/errors/schema';
import { recordClientError, takeReportSlot } from '@/lib/errors/server-report';
import { SITE_HEADER } from '@/lib/site/header';

const NO_STORE = { 'Cache-Control': 'no-store' };

function problem(message: string, status: number): Response {
  return Response.json({ message }, { status, headers: NO_STORE });
}

/*
 * No session is needed: pages before sign-in report too. Cross-site senders are refused (CSRF check)
 * so another site cannot write into our logs through a visitor's browser; the size cap, the schema and
 * a per-minute budget bound what a scripted sender can do.
 */
export async function POST(request: Request) {
  const refused = sameOriginProblem(request) ?? jsonBodyProblem(request);
  if (refused) return problem(refused, 403);
  const text = await readCapped(request, REPORT_MAX_BYTES);
  if (text === null) return problem('The report is too large.', 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem('The request body is not valid JSON.', 400);
  }
  const parsed = clientErrorReportSchema.safeParse(body);
  if (!parsed.success) return problem(parsed.error.issues[0]?.message ?? 'Invalid report.', 400);
  if (!takeReportSlot()) return problem('Too many reports.', 429);
  await recordClientError(parsed.data, {
    site: request.headers.get(SITE_HEADER) ?? undefined,
    userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? undefined,
  });
  return new Response(null, { status: 204, headers: NO_STORE });
}

/** The body as text, or null once it passes `limit` bytes (read as it streams; Content-Length may lie). */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
