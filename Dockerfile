# The product's one image: every role (PROCESS_ROLE=api|worker|all, `migrate`, `operator`,
# `preflight`) from one entrypoint (scripts/image/entrypoint.sh). Built by scripts/image/build.sh;
# docs in deploy/README.md.

# --- build: the whole workspace installed from the lockfile, the web app and the server built ---
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Install scripts are skipped (anvil's fetches a binary no build step runs); the one the server
# needs, pkcs11js's, is run on its own below. Behind a
# TLS-inspecting proxy, the build secret `npm_cafile` (scripts/image/build.sh passes the machine's)
# is the extra CA npm trusts; a secret, so it is in no layer.
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    --mount=type=secret,id=npm_cafile,required=false \
    if [ -f /run/secrets/npm_cafile ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_cafile; fi \
 && npm ci --no-audit --no-fund --ignore-scripts
# The PKCS#11 signer's native addon (pkcs11js) is compiled here, in the build stage only: the
# runtime image gets the compiled module, not the compiler (README "The treasury key in an HSM"),
# against the base image's own Node headers (/usr/local/include/node), offline.
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3 make g++ >/dev/null \
 && npm_config_nodedir=/usr/local npm rebuild pkcs11js \
 && test -f node_modules/pkcs11js/build/Release/pkcs11.node
# The web app first, so a change of the server alone does not build it again (and the reverse).
COPY packages packages
COPY apps/web apps/web
RUN npm run build -w @woohoo/web \
 && mkdir -p /out/apps/web && cp -rL apps/web/dist /out/apps/web/dist
COPY apps/server apps/server
COPY scripts/image/runtime-node-modules.mjs scripts/image/
# The SQL migrations are read at run time (db/migrate.ts), beside the bundle as in the repository.
RUN node apps/server/scripts/build.mjs \
 && mkdir -p /out/apps/server/src/db \
 && cp -r apps/server/dist /out/apps/server/dist \
 && cp -r apps/server/src/db/migrations /out/apps/server/src/db/migrations \
 && cp apps/server/package.json /out/apps/server/ \
 && node scripts/image/runtime-node-modules.mjs /src /out

# --- runtime: Node, the built files and the server's production dependencies, as a plain user ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    PROCESS_ROLE=api \
    MIGRATE_ON_START=false
RUN groupadd --system --gid 10001 woohoo \
 && useradd --system --uid 10001 --gid woohoo --home-dir /data --no-create-home woohoo \
 && mkdir -p /data && chown woohoo:woohoo /data
WORKDIR /app
COPY --from=build /out/ /app/
COPY scripts/image/entrypoint.sh scripts/image/healthcheck.mjs /app/
# /data (DATA_DIR) is the user's, writable; no VOLUME, so a container leaves no anonymous volume
# behind: production gives the keys as files (/run/secrets) and keeps nothing else there.
USER 10001:10001
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "/app/healthcheck.mjs"]
ENTRYPOINT ["/app/entrypoint.sh"]
