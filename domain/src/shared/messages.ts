/*
 * Messages are identified by a code, `<namespace>.<key>` ('team.teamNotFound'), never by their English text.
 * An error carries its code (and, for a message worded from values, those values); the HTTP edge words it in
 * English from the catalogue (domain/src/messages.ts) and sends the code beside the words; the frontend words it
 * in the reader's language by the same code.
 *
 * The catalogue gathers every feature's messages file and fills in `MessageCatalogue` below by declaration
 * merging (as i18next's typed keys do), so shared/ names no feature while the compiler still checks every code
 * an error is raised with against the catalogue.
 */

/** Namespace → key → the English words, or a function that words them from values. Filled in by domain/src/messages.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members come from declaration merging
export interface MessageCatalogue {}

type Namespace = Extract<keyof MessageCatalogue, string>;
type Wording = string | ((...values: never[]) => string);
type KeyOf<N extends Namespace> = keyof MessageCatalogue[N] & string;
type WordingOf<N extends Namespace, K extends KeyOf<N>> = MessageCatalogue[N][K];

/** Every code of the catalogue: 'account.emailTaken', 'engagement.transitionNotAllowed'. */
export type MessageCode = { [N in Namespace]: `${N}.${KeyOf<N>}` }[Namespace];

/** The message of each key of a namespace: the code of a fixed message, or what makes a worded one from its values. */
export type MessageCodes<N extends Namespace> = {
  readonly [K in KeyOf<N>]: WordingOf<N, K> extends (...values: infer V) => string
    ? (...values: V) => readonly [`${N}.${K}`, ...V]
    : `${N}.${K}`;
};

/** A message of the catalogue: a fixed message's code, or a worded message's code with the values it is worded with. */
export type Message = {
  [N in Namespace]: MessageCodes<N>[KeyOf<N>] extends infer M
    ? M extends (...values: never[]) => infer W
      ? W
      : M
    : never;
}[Namespace];

/** A message that takes no values: its code alone (what zod schemas carry, as zod takes a string). */
export type FixedMessage = Extract<Message, string>;

/** Words a library wrote itself for a rule the domain leaves unworded (zod's own messages): they have no code. */
export interface UncodedText {
  readonly text: string;
}

/** What a field of a refused request is told: a message of the catalogue, or a library's own words. */
export type FieldMessage = Message | UncodedText;

/**
 * The messages of a namespace, for raising errors and writing schemas with: `teamCodes.teamNotFound` is
 * 'team.teamNotFound', `engagementCodes.transitionNotAllowed('draft', 'completed')` the worded message.
 */
export function messageCodes<N extends Namespace>(namespace: N, messages: MessageCatalogue[N]): MessageCodes<N> {
  const codes: Record<string, unknown> = {};
  for (const [key, wording] of Object.entries(messages as Record<string, Wording>)) {
    const code = `${namespace}.${key}`;
    codes[key] = typeof wording === 'function' ? (...values: unknown[]) => [code, ...values] : code;
  }
  // Built key by key from the namespace's own messages above, which is what the mapped type states.
  return codes as MessageCodes<N>;
}

/** The shape of a code ('team.teamNotFound'); no English sentence has it. */
const CODE_SHAPE = /^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/;

/**
 * What a zod issue's message is: schemas give the codes of their messages (`.min(1, teamCodes.nameRequired)`),
 * and zod words the rules no schema words (an unknown key) itself. Whether a code is in the catalogue is the
 * catalogue's unit test (domain/src/messages.unit.spec.ts).
 */
export const fieldMessageOf = (issueMessage: string): FieldMessage =>
  CODE_SHAPE.test(issueMessage) ? (issueMessage as Message) : { text: issueMessage };

export const isUncodedText = (message: FieldMessage): message is UncodedText =>
  typeof message === 'object' && 'text' in message;

/** The code of a message of the catalogue. */
export const codeOf = (message: Message): MessageCode => (typeof message === 'string' ? message : message[0]);

/** The code of a field's message; undefined for a library's own words. */
export const fieldCodeOf = (message: FieldMessage): MessageCode | undefined =>
  isUncodedText(message) ? undefined : codeOf(message);
