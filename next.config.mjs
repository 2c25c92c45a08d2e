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
};

export default withNextIntl(nextConfig);
