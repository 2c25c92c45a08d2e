// jsdom for tests that render a server page: the page runs its real server code (the sealed session
// cookie, the platform client's Response), which needs globals of Node that jsdom leaves out. The DOM
// stays jsdom's. MessageChannel stays out: React's scheduler would hold a port open and jest would not exit.
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

const NODE_GLOBALS = ['Response', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'crypto', 'structuredClone', 'MessagePort'] as const;

export default class ServerPageEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    for (const name of NODE_GLOBALS) Object.defineProperty(this.global, name, { value: globalThis[name], writable: true, configurable: true });
  }
}
