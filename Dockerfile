# syntax=docker/dockerfile:1
# The shop's one server (API, store, business area, console, media) as an image. Multi-stage: the
# build stage installs everything and builds; the runtime stage keeps the built apps and the
# production dependencies only, and runs as the unprivileged `node` user. See docs/deployment.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
# The manifests first, so a source change does not reinstall the dependencies.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/admin/package.json apps/admin/
COPY apps/business/package.json apps/business/
COPY apps/e2e/package.json apps/e2e/
COPY apps/store/package.json apps/store/
COPY tools/package.json tools/
COPY libs libs
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --exclude @atelier/e2e --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# Owned by root, read by `node`: the running server cannot change its own code.
COPY --from=build /app /app
# DATA_DIR: the image cache (and the embedded database when no DATABASE_URL is set).
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Ready = database reachable, migrations applied, Redis reachable when configured.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node directly (not npm): SIGTERM reaches the server, which drains requests and jobs before exiting.
CMD ["node", "apps/api/dist/main.js"]
