# syntax=docker/dockerfile:1
# BCU Registry: the API (LoopBack 4) serving the portal at / and the backoffice at /backoffice, on one port.
# Needs an external PostgreSQL (DATABASE_URL); see docker-compose.yml.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: install everything, compile the API, bundle both front ends, then drop the dev dependencies ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    CI=1
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY portal/package.json portal/
COPY backoffice/package.json backoffice/
COPY client/package.json client/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts/ scripts/
COPY migrations/ migrations/
COPY api/ api/
COPY portal/ portal/
COPY backoffice/ backoffice/
COPY client/ client/
RUN node scripts/build.mjs --force \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: Node, the system Chromium for PDFs (Puppeteer), the built app ----
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-liberation ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data \
    PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium \
    PUPPETEER_SKIP_DOWNLOAD=1
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules/ node_modules/
COPY --from=build --chown=node:node /app/migrations/ migrations/
COPY --from=build --chown=node:node /app/api/package.json api/
COPY --from=build --chown=node:node /app/api/dist/ api/dist/
COPY --from=build --chown=node:node /app/portal/package.json portal/
COPY --from=build --chown=node:node /app/portal/dist/ portal/dist/
COPY --from=build --chown=node:node /app/backoffice/package.json backoffice/
COPY --from=build --chown=node:node /app/backoffice/dist/ backoffice/dist/
COPY --from=build --chown=node:node /app/client/package.json client/
COPY --from=build --chown=node:node /app/e2e/package.json e2e/
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
VOLUME ["/app/.data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# DATABASE_URL must be set: without it the app would start an embedded PostgreSQL, which is for development only.
CMD ["node", "api/dist/main.js"]
