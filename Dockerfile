# syntax=docker/dockerfile:1
# The City of Springfield website as one image: the shell's and the four remotes' production builds, served by
# the server package (`node server/dist/start.js`) with the runtime dependencies only, on Node 24 LTS, as the unprivileged
# `node` user, on a read-only root file system (everything the server writes goes to the /data volume).
#   docker build -t springfield-site .
#   docker run --read-only -p 8080-8084:8080-8084 -v springfield-data:/data \
#     -e SITE_ORIGIN=http://localhost:8080 springfield-site
# tooling/e2e/production-install.test.mjs installs and starts exactly what the runtime stage copies.

ARG NODE_IMAGE=node:24-bookworm-slim

# The package files alone first, so the installs below are cached until a lockfile or package.json changes.
FROM ${NODE_IMAGE} AS packages
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY build/package.json build/
COPY tooling/package.json tooling/
COPY bench/package.json bench/
COPY shell/package.json shell/
COPY mfe-news-events/package.json mfe-news-events/
COPY mfe-services-payments/package.json mfe-services-payments/
COPY mfe-government/package.json mfe-government/
COPY mfe-community/package.json mfe-community/

# Every dependency, the sources, and the five production builds, as CI installs and builds them.
FROM packages AS build
RUN npm ci --no-audit --no-fund
COPY . .
# The default remotes list: each remote served by this image on its own port (8081-8084). A deployment mounts
# its own over /etc/springfield (or sets REMOTES_URL).
RUN node tooling/start.mjs --build-only \
  && node -e "process.stdout.write(JSON.stringify(require('./server/dist/apps.cjs').remotesJson(), null, 2) + '\n')" \
    > /remotes.json

# What runs: the runtime dependencies (no jest, Playwright or lint; none has an install script), the server's
# build and the five apps' builds; nothing of tooling.
FROM packages AS runtime
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/server/dist server/dist/
COPY --from=build /app/shell/dist shell/dist/
COPY --from=build /app/mfe-news-events/dist mfe-news-events/dist/
COPY --from=build /app/mfe-services-payments/dist mfe-services-payments/dist/
COPY --from=build /app/mfe-government/dist mfe-government/dist/
COPY --from=build /app/mfe-community/dist mfe-community/dist/
COPY --from=build /remotes.json /etc/springfield/remotes.json
# Staff roles per area (issue 44), which a deployment replaces with its own (STAFF_ROLES_FILE); never the embedded
# provider's test accounts: a deployment signs staff in at the city's provider (STAFF_OIDC_ISSUER …).
COPY --from=build /app/deploy/staff-roles.json deploy/staff-roles.json
# The volume's folder belongs to the user the server runs as (a new named volume takes its owner from it).
RUN mkdir /data && chown node:node /data
ENV NODE_ENV=production \
    SITE_LISTEN_HOST=0.0.0.0 \
    SITE_DATA_DIR=/data/db \
    SITE_MAIL_DIR=/data/mail \
    SITE_MODULES_DIR=/data/server-modules \
    SITE_REMOTES_FILE=/etc/springfield/remotes.json
VOLUME /data
USER node
# The shell (the site) and the four remotes' origins; SITE_PORT_OFFSET moves all five.
EXPOSE 8080 8081 8082 8083 8084
# Liveness with node's own fetch (a slim image has no curl); /healthz answers whatever Host it is asked for.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (8080 + Number(process.env.SITE_PORT_OFFSET || 0)) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (not npm): it gets SIGTERM, finishes its requests and closes the database.
CMD ["node", "server/dist/start.js"]
