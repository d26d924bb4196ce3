import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from '@dth/infrastructure';

/*
 * deploy/nginx.conf, the production gateway, run in a real nginx in front of services on this
 * machine's ports: for the tests that check it behaves like the embedded gateway
 * (scripts/src/nginx.int.spec.ts) and for the benchmarks that measure the path users take in
 * production (bench/). nginx runs from a temporary prefix, with the config rendered only where it
 * names hosts, ports and paths of the compose network.
 */
export const NGINX_BIN = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((path) => path && existsSync(path))
  ?? (spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || undefined);
/** Why nginx-based checks are skipped, or '' when nginx is installed. */
export const NGINX_MISSING = NGINX_BIN ? '' : 'nginx is not installed; apt-get install nginx, or set NGINX_BIN';

export interface Upstreams {
  queryPort: number;
  commandPort: number;
  blobPort: number;
}

export interface RunningNginx {
  port: number;
  /** What nginx logged (warnings and errors), for failure messages. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with the compose hosts, the port and the web root replaced; each must be found, so a reshaped config fails loudly here. */
function renderNginxConf(conf: string, upstreams: Upstreams, port: number, htmlRoot: string): string {
  const replacements: [RegExp, string][] = [
    [/server query-api:8082;/, `server 127.0.0.1:${upstreams.queryPort};`],
    [/server command-api:8081;/, `server 127.0.0.1:${upstreams.commandPort};`],
    [/server minio:9000;/, `server 127.0.0.1:${upstreams.blobPort};`],
    [/minio:9000/g, `127.0.0.1:${upstreams.blobPort}`],
    [/listen 8080;/, `listen 127.0.0.1:${port};`],
    [/root \/usr\/share\/nginx\/html;/g, `root ${htmlRoot};`],
  ];
  return replacements.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update renderNginxConf`);
    return text.replace(pattern, replacement);
  }, conf);
}

/** The main config of the official nginx image, around the server block (/etc/nginx/conf.d/default.conf there). */
function mainConf(prefix: string, serverConf: string): string {
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : 'types { text/html html; application/javascript js; text/css css; }';
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${serverConf};
}
`;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

export async function startNginx(upstreams: Upstreams, htmlRoot: string): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'dth-nginx-'));
  const port = await freePort();
  const serverConf = join(prefix, 'default.conf');
  writeFileSync(serverConf, renderNginxConf(readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8'), upstreams, port, htmlRoot));
  writeFileSync(join(prefix, 'nginx.conf'), mainConf(prefix, serverConf));
  const child: ChildProcess = spawn(NGINX_BIN!, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  for (let attempt = 0; !(await listening(port)); attempt++) {
    const errorLog = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
    if (child.exitCode !== null || attempt > 100) throw new Error(`nginx did not start: ${stderr}${errorLog}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    errorLog: () => (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8').slice(-3000) : ''),
    async stop() {
      if (child.exitCode === null) await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGQUIT')));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
