// Placeholder: filled in by the issue 6/7 work.
import { Hono } from 'hono';
import type { ScopedEnv } from '../http/env';

export const playerRoutes = new Hono<ScopedEnv>();
