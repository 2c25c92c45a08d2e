import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** An http.Server that rewrites X-Forwarded-For from the socket (for `hops` trusted proxies) before `handler`. */
export declare function createAppServer(handler: (req: IncomingMessage, res: ServerResponse) => unknown, hops?: number): Server;
