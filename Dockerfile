# One image for every Node service (the command picks which), plus an nginx gateway image
# carrying the built frontend. Used by docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY infrastructure/package.json infrastructure/
COPY command-api/package.json command-api/
COPY query-api/package.json query-api/
COPY projector/package.json projector/
COPY worker/package.json worker/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY testing/package.json testing/
COPY scripts/package.json scripts/
COPY gateway-tests/package.json gateway-tests/
COPY deploy/package.json deploy/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build -w frontend && node scripts/buildServices.mjs

FROM node:20-bookworm-slim AS service
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production LISTEN_HOST=0.0.0.0
# DATA_DIR: each container's own folder, writable by the services (the mail files without SMTP_URL; compose keeps every store in PostgreSQL).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
# Each service is one built module (scripts/buildServices.mjs): plain node, no TypeScript loader.
CMD ["node", "--enable-source-maps", "dist/services/command-api.mjs"]

FROM nginx:1.27-alpine AS gateway
COPY deploy/nginx.main.conf /etc/nginx/nginx.conf
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html/stage
