// GET /api/health/live: the process answers. Outside every gate, no upstream calls.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
