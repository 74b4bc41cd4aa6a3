# docflow's server image: `docflow serve` by default, `docflow worker` with `command: ["worker"]`.
# Configured by environment only (docs/server.md lists every DOCFLOW_* variable); state in the /data volume.
#   docker build -t docflow . && docker run -p 127.0.0.1:8000:8000 -v docflow-data:/data docflow
# Builds for linux/amd64 and linux/arm64 alike (`docker buildx build --platform linux/amd64,linux/arm64 .`):
# the only native addon is sharp's, which has both. Size: docs/server.md ("The image").

# Build: the bundles from the sources, packed as npm publishes them, installed with every connector's SDK.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# Install scripts are not needed to build (esbuild finds its binary package itself), and the `node`
# devDependency's would download a second Node.js.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN node scripts/package.mjs /tmp/stage \
 && npm pack /tmp/stage --pack-destination /tmp \
 && mkdir /opt/docflow \
 && node scripts/image.mjs install /opt/docflow /tmp/docflow-*.tgz

# Run: Debian with the Node.js binary of the build stage (no npm, no headers) and /opt/docflow.
FROM debian:bookworm-slim
COPY --from=build /usr/local/bin/node /usr/local/bin/node
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
# (uid 1000, as in the official Node.js images) and writes only to /data.
RUN groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --no-create-home --home-dir /data --shell /usr/sbin/nologin node \
 && mkdir -p /data && chown node:node /data
COPY --from=build /opt/docflow /opt/docflow
USER node
WORKDIR /data
VOLUME ["/data"]
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.DOCFLOW_PORT || 8000}/healthcheck`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "/opt/docflow/node_modules/docflow/bin/docflow.cjs"]
CMD ["serve"]
