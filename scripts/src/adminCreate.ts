import { emailSchema, messageText, parseOrThrow, passwordSchema, ValidationError } from '@dth/domain';
import { AccountServiceToken, createContainer, disposeContainer } from '@dth/command-api';
import { commandLineArguments, createLogger, loadEnv, redisForCommandLine, runCommandLine } from '@dth/infrastructure';
import { systemContext } from './seed';

// `npm run admin:create -- --email a@b.c --first-name Ada --last-name Lovelace --password '…' [--super]`
// Admins are never made by registration; this (or the seed) is the only way.
const { values } = commandLineArguments({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'User' },
    password: { type: 'string' },
    super: { type: 'boolean', default: false },
  },
});

await runCommandLine(async () => {
  const option = <T>(name: string, parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      throw error instanceof ValidationError
        ? new Error(`--${name}: ${Object.values(error.fields).map(messageText).join('; ')}`)
        : error;
    }
  };
  const email = option('email', () => parseOrThrow(emailSchema, values.email));
  const { password } = option('password', () =>
    parseOrThrow(passwordSchema, { password: values.password ?? process.env.ADMIN_PASSWORD }),
  );
  const redis = await redisForCommandLine();
  const container = createContainer(loadEnv(), createLogger('admin-create', 'warn'));
  try {
    const { id } = await container.resolve(AccountServiceToken).register(
      {
        email,
        firstName: values['first-name'],
        lastName: values['last-name'],
        userType: values.super ? 'super_admin' : 'admin',
      },
      // The admin report files this as the CLI's doing (source `cli`), not the seed's.
      { ...systemContext(), actorId: 'cli' },
      password,
    );
    console.log(`Created ${values.super ? 'super_admin' : 'admin'} ${email} (${id})`);
  } finally {
    await disposeContainer(container);
    await redis.stop();
  }
});
