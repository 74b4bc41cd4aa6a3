# docflow's server image: `docflow serve` by default, `docflow worker` with `command: ["worker"]`.
# Configured by environment only (docs/server.md lists every DOCFLOW_* variable); state in the /data volume.
#   docker build -t docflow . && docker run -p 127.0.0.1:8000:8000 -v docflow-data:/data docflow

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The package as npm publishes it (bundles built from these sources, runtime dependencies only).
RUN node scripts/package.mjs /opt/docflow \
 && cd /opt/docflow && npm install --omit=dev --no-audit --no-fund --no-package-lock

FROM node:24-bookworm-slim
# glibc's malloc as docflow serve sets it for itself (src/cli/malloc-env.ts): set here, no re-execution.
ENV NODE_ENV=production \
    DOCFLOW_HOST=0.0.0.0 \
    DOCFLOW_PORT=8000 \
    DOCFLOW_DATA_DIR=/data \
    DOCFLOW_LOG_FORMAT=json \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072
# The code belongs to root and is read-only for the server, which runs as the unprivileged `node` user
# and writes only to /data.
COPY --from=build /opt/docflow /opt/docflow
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /data
VOLUME ["/data"]
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.DOCFLOW_PORT || 8000}/healthcheck`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "/opt/docflow/bin/docflow.cjs"]
CMD ["serve"]
