// GET /api/v1/bet/summary/userIds, a cached read (spec 001 §7): the forwarder's own handlers on a static route,
// which Next serves without the catch-all's per-request route work (docs/decisions.md, route shape).
export { GET, POST, PUT, DELETE } from '@/app/api/v1/[...path]/route';
