import { parseArgs } from 'node:util';
import { emailSchema, parseOrThrow, passwordSchema, ValidationError } from '@dth/domain';
import { AccountServiceToken, createContainer, disposeContainer, type AccountService } from '@dth/command-api';
import { createLogger, loadEnv } from '@dth/infrastructure';
import { systemContext } from './seed';

// `npm run admin:create -- --email a@b.c --first-name Ada --last-name Lovelace --password '…' [--super]`
// Admins are never made by registration; this (or the seed) is the only way.
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'User' },
    password: { type: 'string' },
    super: { type: 'boolean', default: false },
  },
});

try {
  const email = parseOrThrow(emailSchema, values.email);
  const { password } = parseOrThrow(passwordSchema, { password: values.password ?? process.env.ADMIN_PASSWORD });
  const env = loadEnv();
  const container = createContainer(env, createLogger('admin-create', 'warn'));
  const { id } = await container.resolve<AccountService>(AccountServiceToken).register(
    { email, firstName: values['first-name']!, lastName: values['last-name']!, userType: values.super ? 'super_admin' : 'admin' },
    // The admin report files this as the CLI's doing (source `cli`), not the seed's.
    { ...systemContext(), actorId: 'cli' },
    password,
  );
  console.log(`Created ${values.super ? 'super_admin' : 'admin'} ${email} (${id})`);
  await disposeContainer(container);
} catch (error) {
  console.error(`✖ ${error instanceof ValidationError ? Object.entries(error.fields).map(([f, m]) => `${f}: ${m}`).join('; ') : (error as Error).message}`);
  process.exit(1);
}
