import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '@dth/infrastructure';

/*
 * The platform's one gateway: deploy/nginx.conf in a real nginx, rendered for where the services
 * listen. `npm start` runs it on :8080 (gatewayMain.ts), every integration test that goes through
 * the gateway runs it in front of the in-process APIs (gateway-tests/src/gateway/platformBehindGateway.ts),
 * and the benchmarks measure users' path through it. docker-compose.yml runs the same file unrendered.
 */
export const NGINX_BIN =
  [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find(
    (path) => path && existsSync(path),
  ) ??
  (spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || undefined);
/** Why nginx cannot run here, or '' when it is installed. */
export const NGINX_MISSING = NGINX_BIN ? '' : 'nginx is not installed; apt-get install nginx, or set NGINX_BIN';
/** Debian's libnginx-mod-http-brotli-static: precompressed .br assets where it is installed, gzip otherwise. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface GatewayConfig {
  /** Where nginx listens. */
  host: string;
  port: number;
  /** host:port (or unix:path) of each upstream; several instances of an API are balanced round-robin. */
  queryApi: string | readonly string[];
  commandApi: string | readonly string[];
  blobStore: string;
  mediaBucket: string;
  /** Holds stage/ (the built frontend). */
  htmlRoot: string;
  /** As the services' TRUST_PROXY: proxies whose X-Forwarded-For is believed (loopback, linklocal, uniquelocal, addresses, CIDRs). */
  trustProxy: readonly string[];
  workerProcesses: number | 'auto';
  /** Connections per worker; deploy/nginx.main.conf's when absent (a test fills a smaller gateway). */
  workerConnections?: number;
  /** The origin of the external video-ask welcome page (VIDEOASK_WELCOME_URL), which the pages may frame; videoask.com when absent. */
  videoAskOrigin?: string;
  /** nginx's working directory: pid file, temp files, the rendered config. */
  prefix: string;
}

export interface RunningNginx {
  port: number;
  /** What nginx logged (warnings and errors), for failure messages. */
  errorLog: () => string;
  /** The nginx master, in a process group of its own with its workers. */
  process: ChildProcess;
  stop(): Promise<void>;
}

const NAMED_PROXIES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** TRUST_PROXY as nginx's realip directives: the client is the last address in X-Forwarded-For that is not a trusted proxy. */
export function realIpDirectives(trustProxy: readonly string[]): string {
  if (trustProxy.length === 0) return '';
  const addresses = trustProxy.flatMap((entry) => {
    if (NAMED_PROXIES[entry]) return NAMED_PROXIES[entry];
    if (!/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(entry))
      throw new Error(`TRUST_PROXY: "${entry}" is neither an address, a CIDR nor loopback/linklocal/uniquelocal`);
    return [entry];
  });
  return [
    ...addresses.map((address) => `set_real_ip_from ${address};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
  ].join('\n  ');
}

/** One upstream's instances: nginx passes a read that failed to connect (one instance down) to the next one. */
const servers = (instances: string | readonly string[]) =>
  [instances]
    .flat()
    .map((address) => `server ${address};`)
    .join(' ');

const listenAddress = (host: string, port: number) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`);

/**
 * deploy/nginx.conf with the compose hosts, the port, the bucket and the web root replaced, plus
 * TRUST_PROXY, the video-ask page's origin in the pages' frame-src, and brotli where the module is loaded. Each pattern must be found, so a reshaped
 * config fails loudly here rather than serving something else.
 */
export function renderGatewayConf(
  conf: string,
  config: Omit<GatewayConfig, 'workerProcesses' | 'prefix'>,
  brotli: boolean,
): string {
  const replacements: [RegExp, string][] = [
    [/server query-api:8082;/, servers(config.queryApi)],
    [/server command-api:8081;/, servers(config.commandApi)],
    [/server minio:9000;/, `server ${config.blobStore};`],
    [/Host minio:9000;/g, `Host ${config.blobStore};`],
    [/rewrite \^\/media\/\(\.\*\)\$ \/media\/\$1\? break;/, `rewrite ^/media/(.*)$ /${config.mediaBucket}/$1? break;`],
    [
      /rewrite \^\/exports\/\(\.\*\)\$ \/media\/exports\/\$1\? break;/,
      `rewrite ^/exports/(.*)$ /${config.mediaBucket}/exports/$1? break;`,
    ],
    [/listen 8080;/, `listen ${listenAddress(config.host, config.port)};`],
    [/root \/usr\/share\/nginx\/html;/g, `root ${config.htmlRoot};`],
    [/server_tokens off;/, `server_tokens off;\n  ${realIpDirectives(config.trustProxy)}`],
    [/# brotli_static on;/, brotli ? 'brotli_static on;' : '# brotli_static on;'],
    [
      /frame-src 'self' https:\/\/www\.videoask\.com;/g,
      `frame-src 'self' ${config.videoAskOrigin ?? 'https://www.videoask.com'};`,
    ],
  ];
  return replacements.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update renderGatewayConf`);
    return text.replace(pattern, replacement);
  }, conf);
}

/** A directive's number in deploy/nginx.main.conf (the gateway image's): the rendered main config sizes nginx alike. */
function mainConfNumber(directive: 'worker_connections' | 'worker_rlimit_nofile'): number {
  const match = new RegExp(`^\\s*${directive} (\\d+);`, 'm').exec(
    readFileSync(join(repoRoot, 'deploy', 'nginx.main.conf'), 'utf8'),
  );
  if (!match) throw new Error(`deploy/nginx.main.conf no longer sets ${directive}: update mainConfNumber`);
  return Number(match[1]);
}

/** The main config around the server block: deploy/nginx.main.conf's, for local paths. */
function mainConf(config: GatewayConfig, serverConf: string, brotli: boolean): string {
  const mimeTypes = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; application/javascript js; text/css css; }';
  return `${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : ''}
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
pcre_jit on;
worker_processes ${config.workerProcesses};
worker_rlimit_nofile ${mainConfNumber('worker_rlimit_nofile')};
pid ${config.prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections ${config.workerConnections ?? mainConfNumber('worker_connections')}; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  # Each request is logged once, by the service that handles it.
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 10000;
  client_body_temp_path ${config.prefix}/body;
  proxy_temp_path ${config.prefix}/proxy;
  fastcgi_temp_path ${config.prefix}/fastcgi;
  uwsgi_temp_path ${config.prefix}/uwsgi;
  scgi_temp_path ${config.prefix}/scgi;
  include ${serverConf};
}
`;
}

const listening = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(
      port,
      host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host,
      () => (socket.destroy(), resolve(true)),
    );
    socket.on('error', () => resolve(false));
  });

/** An nginx master left running by a gateway that was killed (its pid file names it): stopped with its workers. */
export function stopNginxLeftBehind(prefix: string): void {
  const pidFile = join(prefix, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (!pid || !cmdline.includes('nginx') || !cmdline.includes(prefix)) return;
  killGroup(pid);
}

function killGroup(leader: number): void {
  try {
    process.kill(-leader, 'SIGKILL');
  } catch {
    // already gone
  }
}

export async function startNginx(config: GatewayConfig): Promise<RunningNginx> {
  if (!NGINX_BIN) throw new Error(NGINX_MISSING);
  mkdirSync(config.prefix, { recursive: true });
  stopNginxLeftBehind(config.prefix);
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const serverConf = join(config.prefix, 'gateway.conf');
  writeFileSync(
    serverConf,
    renderGatewayConf(readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8'), config, brotli),
  );
  writeFileSync(join(config.prefix, 'nginx.conf'), mainConf(config, serverConf, brotli));
  // Detached: the master leads a process group with its workers, so stop() reaches them all.
  const child = spawn(NGINX_BIN, ['-p', config.prefix, '-c', join(config.prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; !(await listening(config.host, config.port)); attempt++) {
    if (child.exitCode !== null || attempt > 200) {
      if (child.exitCode === null) killGroup(child.pid!);
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    port: config.port,
    process: child,
    errorLog: () => log.slice(-3000),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Graceful (SIGQUIT): idle keep-alive connections close, requests in flight finish; then the whole group.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => killGroup(child.pid!), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
