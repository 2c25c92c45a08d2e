import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // next/image optimisation is not used; turning it off removes the optimizer's attack surface.
  images: { unoptimized: true },
  // The platform is a separate process; the app never opens the database itself.
  serverExternalPackages: ['@electric-sql/pglite'],
  // npm start (scripts/start.mjs) sets DRAWDESK_BUILD_SKIP_TYPECHECK=1 so a first start does not spend
  // about a minute type-checking: npm test and CI run tsc on their own, and their build still checks.
  typescript: { ignoreBuildErrors: process.env.DRAWDESK_BUILD_SKIP_TYPECHECK === '1' },
};

export default withNextIntl(nextConfig);
