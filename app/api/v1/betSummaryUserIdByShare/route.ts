// GET /api/v1/betSummaryUserIdByShare: a cached read (CACHEABLE in lib/contract/catalogue.ts) with the catch-all's own
// handlers on a route of its own. A cache hit answers from memory, where Next's route work for the
// catch-all would be a tenth of its cost (docs/decisions/bff.md, "The forwarder's routes").
export { GET, POST, PUT, DELETE } from '@/app/api/v1/[...path]/route';
