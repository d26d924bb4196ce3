#!/usr/bin/env node
// The two quick-start commands land here (`npm start`, `npm test`). Plain Node with no
// dependencies: it installs what a fresh Debian machine lacks, then hands over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Safe before `npm install`: buildServices.mjs imports esbuild only when it builds.
import { buildServices, newestMtime, servicesStale } from './buildServices.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
const isRoot = process.getuid?.() === 0;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Runs one command with its output held back, so lanes running side by side print whole blocks, not interleaved lines. */
function runQuietly(command, args) {
  const label = `${command === process.execPath ? 'node' : command} ${args.join(' ')}`;
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      process.stdout.write(`• ${label}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ label, status: status ?? (signal ? 1 : 0) });
    });
  });
}

/** Runs each lane's commands in order and the lanes side by side; the first failure ends the run once all lanes stop. */
async function runLanes(lanes) {
  const failures = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [command, args] of lane) {
        const { label, status } = await runQuietly(command, args);
        if (status !== 0) return failures.push(`${label} failed (exit ${status})`);
      }
    }),
  );
  if (failures.length > 0) {
    console.error(`\n✖ ${failures.join('\n✖ ')}`);
    process.exit(1);
  }
}

/** Runs the long-lived launcher and passes Ctrl-C/SIGTERM on to it, so nothing is left running. */
function handOver(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`✖ Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

function ensureNpmPackages() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('• Installing npm packages…');
  // npm install, not ci: lockfiles made here omit other platforms' optional packages, which ci rejects.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

let aptUpdated = false;
function ensureDebianPackages(packages, { optional = false } = {}) {
  // `path`: where Debian puts a command that is not on a non-root user's PATH (/usr/sbin).
  const missing = packages.filter(({ command, path }) => !(command && has(command)) && !(path && existsSync(path)));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.pkg).join(' ');
  if (optional && (!isRoot || !has('apt-get')))
    return console.log(`• Without ${names} (optional); install it for a faster platform`);
  if (!isRoot || !has('apt-get')) {
    console.error(
      `✖ Missing: ${missing.map((p) => p.command).join(', ')}. Install them with: sudo apt-get install -y ${names}`,
    );
    console.error('  (or point REDIS_URL at a Redis server you already run).');
    process.exit(1);
  }
  console.log(`• Installing Debian packages: ${names}…`);
  if (!aptUpdated) run('apt-get', ['update', '-qq']);
  aptUpdated = true;
  const install = [
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((p) => p.pkg)],
    { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  ];
  if (!optional) return run(...install);
  if (spawnSync(install[0], install[1], { cwd: root, stdio: 'inherit', ...install[2] }).status !== 0)
    console.log(`• ${names} could not be installed (optional): going on without it`);
}

function ensureFrontendBuild() {
  const built = join(root, 'frontend', 'dist', 'index.html');
  const sources = Math.max(newestMtime(join(root, 'frontend', 'src')), newestMtime(join(root, 'domain', 'src')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('• Building the frontend…');
  run('npm', ['run', 'build', '-w', 'frontend']);
}

/** The services as plain JavaScript (scripts/buildServices.mjs), rebuilt when a source is newer. */
async function ensureServicesBuild() {
  if (!servicesStale()) return;
  console.log('• Building the services…');
  await buildServices();
}

checkNode();
ensureNpmPackages();
const redis = { command: 'redis-server', pkg: 'redis-server' };
const ffmpeg = { command: 'ffmpeg', pkg: 'ffmpeg' };
// The admin report's PostgreSQL adapter is tested against Debian's server (testing/src/postgresServer.ts).
const postgresql = { pkg: 'postgresql', path: '/usr/lib/postgresql' };
// The gateway: deploy/nginx.conf in Debian's nginx (deploy/src/gatewayMain.ts), with brotli where the module installs.
const nginx = { command: 'nginx', pkg: 'nginx', path: '/usr/sbin/nginx' };
const brotliStatic = {
  pkg: 'libnginx-mod-http-brotli-static',
  path: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
};
// The PDFs' fonts (Latin with ș/ț, and Chinese), and poppler's pdftotext/pdftoppm, which the document tests read PDFs with.
const fonts = [
  { pkg: 'fonts-dejavu-core', path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
  { pkg: 'fonts-noto-cjk', path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' },
];
const poppler = { command: 'pdftotext', pkg: 'poppler-utils' };
const ensureGateway = () => (ensureDebianPackages([nginx]), ensureDebianPackages([brotliStatic], { optional: true }));

if (mode === 'start') {
  if (!process.env.REDIS_URL) ensureDebianPackages([redis]);
  ensureDebianPackages([ffmpeg, ...fonts]);
  ensureGateway();
  ensureFrontendBuild();
  await ensureServicesBuild();
  handOver(process.execPath, ['--enable-source-maps', 'dist/services/launcher.mjs', ...process.argv.slice(3)]);
} else if (mode === 'test') {
  ensureDebianPackages([redis, ffmpeg, postgresql, { command: 'chromium', pkg: 'chromium' }, ...fonts, poppler]);
  ensureGateway();
  // Two lanes on two cores: lint (its own type-checked program) beside the rest, about 1.5 minutes less.
  await runLanes([
    [['npm', ['run', 'lint']]],
    [
      ['npm', ['run', 'format:check']],
      ['npm', ['run', 'typecheck']],
      ['npm', ['run', 'build', '-w', 'frontend']],
      [process.execPath, ['scripts/buildServices.mjs']],
    ],
  ]);
  const only = process.argv.slice(3);
  if (only.length > 0) run('npx', ['vitest', 'run', ...only]);
  else {
    // One level at a time: browser tests start the whole platform, which wants the machine to itself.
    // Each level also writes its per-file times (`npm run test:times` prints them as a table).
    const timed = (level) => [
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=.data/test-times/${level}.json`,
    ];
    run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'frontend', ...timed('unit')]);
    // The int files mostly wait on the services they start: two at a time even on two cores (vitest's
    // default, one fewer than the cores, runs them one by one there).
    const intWorkers = Math.max(2, availableParallelism() - 1);
    run('npx', ['vitest', 'run', '--project', 'int', `--maxWorkers=${intWorkers}`, ...timed('int')]);
    run('npx', ['vitest', 'run', '--project', 'e2e', ...timed('e2e')]);
  }
} else if (mode === 'reliability') {
  // `npm run reliability`: the reliability tests at full size; they write docs/reliability.md.
  ensureDebianPackages([redis, ffmpeg, ...fonts]);
  ensureGateway();
  ensureFrontendBuild();
  await ensureServicesBuild();
  run('npx', ['vitest', 'run', '--project', 'reliability', ...process.argv.slice(3)]);
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test|reliability');
  process.exit(2);
}
