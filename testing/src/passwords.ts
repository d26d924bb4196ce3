import { randomUUID } from 'node:crypto';

/**
 * A random password that the password policy always accepts. A plain `pw-${uuid}` was refused now
 * and then, when one of its hex groups happened to equal a group of a `user-${uuid}` email (the
 * policy refuses any 4+ character piece of the email): with hundreds of users per run, a flaky
 * test. Mapping the hex digits to the letters g-v leaves no hex group, and no 'a' or 'e' to spell
 * a test name or email word with.
 */
export const uniquePassword = (): string =>
  `Pw-${randomUUID().replace(/[0-9a-f]/g, (digit) => 'ghijklmnopqrstuv'[Number.parseInt(digit, 16)])}`;
