// The platform's HTTP app. main.ts serves it; tests mount it on an ephemeral port.
import { Hono } from 'hono';
import type { AppDeps, BaseEnv } from './http/env';
import { handleError, handleNotFound } from './http/errors';
import { requestContext } from './middleware/request-context';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { scopedRoutes } from './routes/scoped';
import { noCaptchaStore } from './services/captcha';

export type CreateAppDeps = Pick<AppDeps, 'db'> & Partial<Omit<AppDeps, 'db'>>;

export function createApp(input: CreateAppDeps): Hono<BaseEnv> {
  const deps: AppDeps = {
    db: input.db,
    now: input.now ?? (() => new Date()),
    captcha: input.captcha ?? noCaptchaStore,
    logError: input.logError ?? ((line) => console.error(line)),
  };
  const app = new Hono<BaseEnv>();
  app.use('*', requestContext(deps));
  app.route('/', healthRoutes);
  app.route('/api/v1', authRoutes);
  app.route('/api/v1/4d', scopedRoutes('4D'));
  app.route('/api/v1/tt', scopedRoutes('TT'));
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
