import { createServer, type Server } from 'node:http';
import type { ProjectorLeadership } from './leadership';

/** The projector's GET /health: which projector this is, and whether it is the active one or a standby. */
export function startHealthServer(leadership: ProjectorLeadership, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const [path] = (req.url ?? '/').split('?');
    if (req.method !== 'GET' || path !== '/health') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    const body = {
      status: 'ok',
      role: leadership.role,
      holder: leadership.holder,
      ...(leadership.epoch !== undefined && { epoch: leadership.epoch }),
    };
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
