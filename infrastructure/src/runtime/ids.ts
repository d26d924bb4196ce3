import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * A UUID derived from a name (the layout of a v5 UUID over sha256), for events that a retry
 * must not append twice: the same name always gives the same event id.
 */
export function deterministicUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** This process among several of a kind (the machine and the pid): who holds a lease, which worker processed a job. */
export const processName = () => `${hostname()}:${process.pid}`;
