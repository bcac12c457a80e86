# syntax=docker/dockerfile:1
#
# Exceed in one image: the API and every built front end, served by one Node process group per container
# (docs/deploying.md). `docker build -t exceed .`, then compose.yaml, or
# `docker run -p 3000:3000 -e DATABASE_URL=postgres://… exceed`.
#
# Stages: manifests (the workspaces' package.json files, so a source change does not reinstall), build
# (every dependency, then the front ends), production-dependencies (npm ci --omit=dev, pruned to what the
# API loads), and app (the final image: no compiler, no bundler, no dev dependency, no Chromium, not root).

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
# swagger-ui-dist's @scarf/scarf reports every install from its install script unless told not to
# (package.json's allowScripts refuses it too, where npm reads that).
ENV SCARF_ANALYTICS=false
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY contract/package.json contract/
COPY design-system/package.json design-system/
COPY shell/package.json shell/
COPY shell/session/package.json shell/session/
COPY mfe-public/package.json mfe-public/
COPY mfe-client/package.json mfe-client/
COPY mfe-coach/package.json mfe-coach/
COPY mfe-settings/package.json mfe-settings/
COPY mfe-admin/package.json mfe-admin/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# The front-end build writes APP_ENV (page titles) and APP_URL (the Open Graph image address) into the
# bundles (tools/app-config.ts), so they are build arguments; the API reads its own at run time.
ARG APP_ENV=production
ARG APP_URL=
RUN APP_ENV="$APP_ENV" APP_URL="$APP_URL" node scripts/build.ts --all

FROM manifests AS production-dependencies
# The front ends' own dependencies come with --omit=dev too (the shell's Module Federation plugin brings
# rspack and TypeScript): the prune keeps only what the API's process loads.
COPY scripts/prune-server-dependencies.ts scripts/
# A package a workspace needs in another version than the root's is installed in the workspace's own
# node_modules (the contract's ajv-formats 3; objection's 2 sits at the root): the app stage copies it,
# made first so the copy never misses.
RUN npm ci --omit=dev --no-audit --no-fund \
 && node scripts/prune-server-dependencies.ts \
 && mkdir -p contract/node_modules \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# Owned by root and read-only to the app: only DATA_DIR is written (PGlite, local uploads, the mail outbox).
COPY --from=production-dependencies /app/node_modules node_modules
COPY package.json ./
COPY api/package.json api/
COPY api/src api/src
COPY contract/package.json contract/
COPY contract/src contract/src
COPY --from=production-dependencies /app/api/node_modules api/node_modules
COPY --from=production-dependencies /app/contract/node_modules contract/node_modules
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mfe-public/dist mfe-public/dist
COPY --from=build /app/mfe-client/dist mfe-client/dist
COPY --from=build /app/mfe-coach/dist mfe-coach/dist
COPY --from=build /app/mfe-settings/dist mfe-settings/dist
COPY --from=build /app/mfe-admin/dist mfe-admin/dist
RUN mkdir -p "$DATA_DIR" && chown node:node "$DATA_DIR"
# The node user (uid 1000) of the official image.
USER node
EXPOSE 3000
# Liveness only: readiness (/v1/health/ready, the database reachable and migrated) is the load balancer's
# question. No curl in a slim image: Node's own fetch asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/v1/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# As `npm start` runs the API, without scripts/start.ts: that one builds stale front ends first and so
# imports @rspack/core, a dev dependency; here the front ends are built already.
CMD ["node", "--max-semi-space-size=64", "api/src/main.ts"]
