# syntax=docker/dockerfile:1
# One Dockerfile for every Lumen app. Build a single app with its target, e.g.
#   docker build --target gateway -t lumen/gateway .
#   docker build --target feed    -t lumen/feed .
# Targets: gateway, feed, content, reward, billing, analytics (all share the stages below).

# ---- base: Node 24 on Debian bookworm ----
FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# ---- manifests: only what npm ci needs, so dependency layers stay cached across source edits ----
FROM base AS manifests
# Native modules (argon2, msgpackr-extract) ship prebuilds; the toolchain is the fallback.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/platform/package.json packages/platform/
COPY services/feed/package.json services/feed/
COPY services/content/package.json services/content/
COPY services/reward/package.json services/reward/
COPY services/billing/package.json services/billing/
COPY services/analytics/package.json services/analytics/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
COPY infra/package.json infra/

# ---- deps: every dependency, build tools included ----
FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm npm ci

# ---- prod-deps: production dependencies only (what the runtime image ships) ----
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev

# ---- build: compiles every backend workspace to <ws>/dist and the frontend to frontend/dist ----
FROM deps AS build
COPY . .
RUN npm run build \
 && test -f gateway/dist/main.js \
 && for s in feed content reward billing analytics; do test -f "services/$s/dist/main.js" || exit 1; done \
 && test -f frontend/dist/index.html

# ---- runtime: shared by every app; non-root, no build tools ----
FROM base AS runtime
# espeak-ng: offline text-to-speech (content/reward); tini: PID 1 that forwards signals and reaps zombies.
RUN apt-get update \
 && apt-get install -y --no-install-recommends espeak-ng tini ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    LOG_LEVEL=info \
    QUEUE_PREFIX=lumen \
    BLOB_DRIVER=local \
    BLOB_DIR=/data/blobs
# Manifests + node_modules (including nested workspace node_modules and the workspace symlinks).
# Code stays root-owned (read-only for the app user); only the blob directory is writable.
COPY --from=prod-deps /app /app
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/platform/dist packages/platform/dist
RUN mkdir -p /data/blobs && chown -R node:node /data
# Numeric uid/gid of the image's `node` user, so Kubernetes can verify runAsNonRoot.
USER 1000:1000
ENTRYPOINT ["/usr/bin/tini", "--"]

# ---- one target per app ----
FROM runtime AS feed
COPY --from=build /app/services/feed/dist services/feed/dist
ENV HEALTH_PORT=3001
EXPOSE 3001
CMD ["node", "services/feed/dist/main.js"]

FROM runtime AS content
COPY --from=build /app/services/content/dist services/content/dist
ENV HEALTH_PORT=3001
EXPOSE 3001
CMD ["node", "services/content/dist/main.js"]

FROM runtime AS reward
COPY --from=build /app/services/reward/dist services/reward/dist
ENV HEALTH_PORT=3001
EXPOSE 3001
CMD ["node", "services/reward/dist/main.js"]

FROM runtime AS billing
COPY --from=build /app/services/billing/dist services/billing/dist
ENV HEALTH_PORT=3001
EXPOSE 3001
CMD ["node", "services/billing/dist/main.js"]

FROM runtime AS analytics
COPY --from=build /app/services/analytics/dist services/analytics/dist
ENV HEALTH_PORT=3001
EXPOSE 3001
CMD ["node", "services/analytics/dist/main.js"]

# Last stage = default target: a plain `docker build .` gives the gateway (it serves frontend/dist).
FROM runtime AS gateway
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/frontend/dist frontend/dist
ENV PORT=8080 \
    HOST=0.0.0.0
EXPOSE 8080
CMD ["node", "gateway/dist/main.js"]
