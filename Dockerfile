# syntax=docker/dockerfile:1
#
# The storefront's production server and the local mock shop, from the pnpm workspace (so the build
# context is the repository root). Targets:
#   docker build -t attar-storefront .                  # the storefront (the default, last stage)
#   docker build -t attar-mock --target mock .          # attar-mock, the stateful mock shop
# compose.yaml builds and runs both; docs/deploy.md explains the settings. Needs BuildKit (the default
# since Docker 23) for the cache mounts and the heredoc.

# ---- dependencies: the whole workspace, installed from the lockfile --------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# manifests first, so a source change does not reinstall
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY sdk/package.json sdk/
COPY mocks/package.json mocks/
COPY web/package.json web/
COPY cli/package.json cli/
COPY scripts/package.json scripts/
# an explicit store on the cache mount (pnpm would otherwise keep its store on the project's disk, outside it)
RUN --mount=type=cache,id=attar-pnpm-store,target=/pnpm/store \
    --mount=type=cache,id=attar-npm,target=/root/.npm \
    npx -y pnpm@10.34.9 install --frozen-lockfile --store-dir /pnpm/store
COPY . .

# ---- the mock shop: built, then deployed into a folder of its own with its node_modules -------------
FROM deps AS mock-build
# the sdk's dist too (the `...`): the deployed mock loads the sdk as published, from its dist/
RUN --mount=type=cache,id=attar-npm,target=/root/.npm \
    npx -y pnpm@10.34.9 --filter "@attar/mocks..." build
# msw is a peer the workspace installs as a dev dependency, so the deploy keeps dev dependencies
RUN --mount=type=cache,id=attar-pnpm-store,target=/pnpm/store \
    --mount=type=cache,id=attar-npm,target=/root/.npm \
    npx -y pnpm@10.34.9 --filter @attar/mocks deploy --config.inject-workspace-packages=true --store-dir /pnpm/store /out
# In the workspace the @attar packages export their TypeScript sources; publishConfig names the built
# files (and the bin). Apply it to the deployed manifests, as a publish would. Each manifest is replaced,
# never written through: it may be a hard link into pnpm's store.
RUN node - /out <<'EOF'
const { readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const root = process.argv[2];
const scope = join(root, 'node_modules', '@attar');
const manifests = [root, ...readdirSync(scope).map((name) => join(scope, name))].map((dir) => join(dir, 'package.json'));
for (const link of manifests) {
  const file = realpathSync(link);
  const { publishConfig, ...manifest } = JSON.parse(readFileSync(file, 'utf8'));
  if (!publishConfig) continue;
  const { access, registry, ...fields } = publishConfig;
  rmSync(file);
  writeFileSync(file, JSON.stringify({ ...manifest, ...fields }, null, 2) + '\n');
  console.log('publishConfig applied:', link);
}
EOF

# ---- the mock shop's image: attar-mock on 0.0.0.0:4010 ----------------------------------------------
FROM node:20-bookworm-slim AS mock
WORKDIR /app
COPY --from=mock-build /out ./
ENV NODE_ENV=production MOCK_PORT=4010
USER node
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.MOCK_PORT||4010)+'/_mock/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# further attar-mock options go after the image name: docker run attar-mock --seed 7 --start 2026-11-20T10:00:00Z
ENTRYPOINT ["node", "dist/server/main.js", "--host", "0.0.0.0"]

# ---- the storefront: client assets and a self-contained server bundle ------------------------------
FROM deps AS storefront-build
RUN --mount=type=cache,id=attar-npm,target=/root/.npm \
    npx -y pnpm@10.34.9 --filter @attar/web build \
  && test -f web/dist/server/main.js && test -f web/dist/client/index.html

# ---- the storefront's image: only web/dist, run as a non-root user ----------------------------------
FROM node:20-bookworm-slim AS storefront
WORKDIR /app
COPY --from=storefront-build /app/web/dist web/dist
# the bundle is ES modules: its package's "type" says so (Node 20.19+ would detect it, at a second parse)
RUN echo '{ "type": "module" }' > web/package.json
ENV HOST=0.0.0.0 PORT=3000 NODE_ENV=production
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "web/dist/server/main.js"]
