import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './clientAddress';

const request = (remoteAddress: string | undefined, ip: string | undefined, forwarded?: string) =>
  ({
    ip,
    socket: { remoteAddress },
    get: (name: string) => (name === 'x-forwarded-for' ? forwarded : undefined),
  }) as Parameters<typeof clientAddressOf>[0];

describe('clientAddressOf', () => {
  it('is express’s address over TCP (which weighs X-Forwarded-For by the proxies it trusts)', () => {
    expect(clientAddressOf(request('127.0.0.1', '203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
  });

  it('is the gateway’s X-Forwarded-For on a unix socket, whose only peer is the gateway', () => {
    expect(clientAddressOf(request(undefined, undefined, '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddressOf(request(undefined, undefined, '198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddressOf(request(undefined, undefined))).toBe('');
  });
});
