# syntax=docker/dockerfile:1
# One image for every operator host: the app (Next's standalone output behind scripts/app-server.mjs)
# and, unless PLATFORM_API_URL names an operator's own platform, the reference platform beside it (on
# PostgreSQL with DATABASE_URL, or on PGlite in the /data volume). README.md "Container" has the
# variables; scripts/container-start.mjs is the entrypoint, and tests/e2e/container.spec.ts runs it
# against the same layout, since no container engine runs on the project's machines.
ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# The production build, with the standalone output assembled in /out/app.
FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN DRAWDESK_QUICK_BUILD=1 npx next build && node scripts/standalone.mjs /out/app

# The platform: its sources and its production dependencies only (tsx runs the TypeScript).
FROM ${NODE_IMAGE} AS platform
WORKDIR /platform
COPY package.json package-lock.json tsconfig.json ./
RUN npm install --omit=dev --no-audit --no-fund
COPY platform ./platform
COPY lib/domain ./lib/domain
COPY lib/contract ./lib/contract

FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --system --gid 10001 drawdesk \
  && useradd --system --uid 10001 --gid drawdesk --home-dir /app --shell /usr/sbin/nologin drawdesk \
  && mkdir -p /data/platform \
  && chown -R drawdesk:drawdesk /data
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    PLATFORM_PORT=4000 \
    PLATFORM_DATA_DIR=/data/platform \
    DRAWDESK_APP_DIR=/app \
    DRAWDESK_PLATFORM_DIR=/platform
COPY --from=platform --chown=root:root /platform /platform
COPY --from=build --chown=root:root /out/app /app
WORKDIR /app
USER drawdesk
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD node -e "require('http').get('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live',r=>process.exit(r.statusCode===200?0:1)).on('error',()=>process.exit(1))"
# tini is PID 1: it reaps zombies and passes SIGTERM on to the entrypoint, which drains the app first.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "/app/scripts/container-start.mjs"]
