// Four jest projects: pure lib/ code (node), client leaves (jsdom + Testing Library), the reference
// platform over HTTP against a real database (node, PGlite needs vm modules), and the BFF's route
// handlers against that platform.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that must go through the transform (docs/decisions/toolchain.md).
const esmPackages = [
  'next-intl',
  'use-intl',
  'intl-messageformat',
  '@formatjs',
  'iron-session',
  'iron-webcrypto',
  'uncrypto',
  'hono',
  '@hono',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const moduleNameMapper = {
  '^server-only$': '<rootDir>/tests/support/empty-module.cjs',
  '^isomorphic-dompurify$': 'dompurify',
  '^@/(.*)$': '<rootDir>/$1',
};

async function project(displayName, overrides) {
  const config = await createJestConfig({
    displayName,
    moduleNameMapper,
    ...overrides,
  })();
  return { ...config, transformIgnorePatterns };
}

const config = {
  projects: await Promise.all([
    project('unit', {
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    }),
    project('dom', {
      testEnvironment: 'jsdom',
      // A form test types and waits through a dozen fields: 5 s was passed on a loaded 2-core CI machine.
      // The timeout is set in tests/support/jest-dom.ts (jest-circus did not honour it here).
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
    }),
    project('platform', {
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/platform/**/*.test.ts'],
      // Each file boots its own database; give PGlite's initdb room on a 2-core machine: the harness
      // sets 60 s (tests/platform/support/harness.ts), as a project's testTimeout is not honoured.
    }),
    // The BFF's route handlers, called directly with Requests, against a real platform over HTTP.
    project('bff', {
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/bff/**/*.test.ts'],
      testTimeout: 60_000,
    }),
  ]),
};

export default config;
