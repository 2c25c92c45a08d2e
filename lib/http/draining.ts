// Whether this app process is draining: it has been told to stop (SIGTERM) and finishes what it has
// begun while a load balancer takes it out of rotation. scripts/app-server.mjs sets the flag on the
// process's global object (it runs Next in the same process); /api/health/ready reads it and answers
// 503 from then on (docs/decisions/running.md, "Readiness and drain").
const DRAINING = Symbol.for('drawdesk.draining');

export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[DRAINING] === true;
}
