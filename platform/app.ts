// The platform's HTTP app. main.ts serves it; tests mount it on an ephemeral port.
import { Hono } from 'hono';
import type { AppDeps, BaseEnv } from './http/env';
import { errorBoundary, handleError, handleNotFound } from './http/errors';
import { maintenanceGate } from './middleware/maintenance';
import { requestContext } from './middleware/request-context';
import { authRoutes } from './routes/auth';
import { captchaRoutes } from './routes/captcha';
import { healthRoutes } from './routes/health';
import { messageRoutes } from './routes/message';
import { passwordRoutes } from './routes/password';
import { scopedRoutes } from './routes/scoped';
import { testHookRoutes } from './routes/test-hooks';
import { webhookRoutes } from './routes/webhooks';
import { createCaptchaStore } from './services/captcha/store';

export type CreateAppDeps = Pick<AppDeps, 'db'> &
  Partial<Omit<AppDeps, 'db'>> & {
    /** PLATFORM_CAPTCHA_FIXED (tests only): the answer of every captcha of the default store. */
    captchaFixed?: string;
    /** PLATFORM_TEST_HOOKS (tests only): mounts routes/test-hooks.ts under /api/test. */
    testHooks?: boolean;
  };

export function createApp(input: CreateAppDeps): Hono<BaseEnv> {
  const now = input.now ?? (() => new Date());
  const deps: AppDeps = {
    db: input.db,
    now,
    captcha: input.captcha ?? createCaptchaStore(input.db, now, { fixedAnswer: input.captchaFixed }),
    logError: input.logError ?? ((line) => console.error(line)),
  };
  const app = new Hono<BaseEnv>();
  app.use('*', requestContext(deps), errorBoundary);
  app.route('/', healthRoutes);
  app.route('/', captchaRoutes);
  if (input.testHooks) app.route('/api/test', testHookRoutes);
  app.use('/api/v1/*', maintenanceGate);
  app.route('/api/v1', authRoutes);
  app.route('/api/v1', passwordRoutes);
  app.route('/api/v1', messageRoutes);
  app.route('/api/v1', webhookRoutes);
  app.route('/api/v1/4d', scopedRoutes('4D'));
  app.route('/api/v1/tt', scopedRoutes('TT'));
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
