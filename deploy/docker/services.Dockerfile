# syntax=docker/dockerfile:1
# The services image: one program for every back-end target. The launcher's target is chosen when the
# container starts (TARGET, or the first argument): all (the embedded single process), gateway,
# identity, masterdata, staffing, reports or notify; `rollout ...` runs the rollout command.
# Build from the repository root: docker build -f deploy/docker/services.Dockerfile -t invalpool-services .

# Only the package manifests, so the dependency layer is rebuilt when they change and not on every edit.
FROM node:20-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
  && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
  && cp package-lock.json /manifests/

# The services' production dependencies (the launcher's, which names every service and tsx, which runs
# them), at the lock file's versions. `npm install`, not `npm ci`: npm ci refuses a lock file made on one
# platform that lacks other platforms' optional binaries (the same reason as in .ci/run).
FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm install --omit=dev --workspace=@app/launcher --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
WORKDIR /app
# WORKERS=auto: one worker process per usable core where they can share the data and the events
# (DATABASE_URL and BUS=redis), one on the embedded data folder (docs/adr/0209)
ENV NODE_ENV=production \
    WORKERS=auto \
    HOST=0.0.0.0 \
    PORT=8080 \
    METRICS_PORT=9464 \
    TARGET=all \
    STATIC_DIR=/app/dist \
    REGISTRY_FILE=/app/deploy/registry.json \
    DATA_DIR=/data/pglite
# node_modules, and those npm put inside a workspace folder (a version another workspace does not share)
COPY --from=dependencies /app ./
COPY shared/contracts ./shared/contracts
COPY services ./services
COPY deploy/registry.json ./deploy/registry.json
COPY deploy/docker/entrypoint.sh ./deploy/docker/entrypoint.sh
RUN mkdir -p /data /app/dist && chown node:node /data /app/dist
USER node
EXPOSE 8080 9464
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/app/deploy/docker/entrypoint.sh"]
