/** Test support for deciders: the error a refused command throws, to check its type, message and fields. */
export function errorOf(run: () => unknown): Error & { fields?: Record<string, string> } {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the command to be refused');
}
