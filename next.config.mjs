import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const quickBuild = process.env.DRAWDESK_QUICK_BUILD === '1';

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The container image runs the traced server files only (.next/standalone, assembled by
  // scripts/standalone.mjs), not the whole node_modules; npm start serves the same build in place.
  output: 'standalone',
  reactStrictMode: true,
  // next/image optimisation is not used; turning it off removes the optimizer's attack surface.
  images: { unoptimized: true },
  // The platform is a separate process; the app never opens the database itself.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The builds of npm start and npm test (both set DRAWDESK_QUICK_BUILD=1) skip the type check (npm test
  // runs tsc as its own step just before; a started build must not wait for it) and the Turbopack build
  // cache, which only a later rebuild reads and whose writing held a first start for a long time.
  typescript: { ignoreBuildErrors: quickBuild },
  experimental: { turbopackFileSystemCacheForBuild: !quickBuild },
};

export default withNextIntl(nextConfig);
