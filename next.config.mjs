import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const startBuild = process.env.DRAWDESK_START_BUILD === '1';

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // next/image optimisation is not used; turning it off removes the optimizer's attack surface.
  images: { unoptimized: true },
  // The platform is a separate process; the app never opens the database itself.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The build of npm start (scripts/start.mjs sets DRAWDESK_START_BUILD=1) skips the type check (npm
  // test and CI run tsc on their own, and their builds still check) and the Turbopack build cache,
  // which only a later rebuild reads and whose writing held a first start for a long time.
  typescript: { ignoreBuildErrors: startBuild },
  experimental: { turbopackFileSystemCacheForBuild: !startBuild },
};

export default withNextIntl(nextConfig);
