import { expect } from 'vitest';
import type { TestUser } from '@dth/testing';
import type { GatewayAnswer, PlatformBehindGateway } from './platformBehindGateway';

export const bearerOf = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

/**
 * Requests through the gateway as a signed-in person (or nobody): `send` answers whatever came back, a
 * JSON body as given (a string is sent as it is, to send malformed JSON); `ok` expects a 2xx and answers its body.
 */
export function gatewayRequests(gateway: () => PlatformBehindGateway) {
  async function send(
    method: string,
    path: string,
    user: TestUser | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<GatewayAnswer> {
    const sent: Record<string, string> = { ...(user ? bearerOf(user) : {}), ...headers };
    if (body !== undefined) sent['content-type'] = 'application/json';
    return gateway().send(
      method,
      path,
      sent,
      body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    );
  }
  async function ok(method: string, path: string, user: TestUser | null, body?: unknown): Promise<any> {
    const answer = await send(method, path, user, body);
    expect(answer.status, `${method} ${path}: ${answer.raw.toString()}`).toBeLessThan(300);
    return answer.json;
  }
  return { send, ok };
}

/** A multipart/form-data upload of one file (`field`), as a browser's form sends it. */
export function multipartUpload(field: string, file: Buffer, filename: string, contentType = 'image/jpeg') {
  const boundary = `----dth${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
