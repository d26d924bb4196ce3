/** The families an access log names; the full user agent is never kept. */
export const USER_AGENT_FAMILIES = [
  'Edge',
  'Opera',
  'Samsung Internet',
  'Chrome',
  'Firefox',
  'Safari',
  'Bot',
  'curl',
  'Other',
] as const;
export type UserAgentFamily = (typeof USER_AGENT_FAMILIES)[number];

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
const RULES: [RegExp, UserAgentFamily][] = [
  [/bot|crawler|spider|slurp|facebookexternalhit|preview/i, 'Bot'],
  [/^curl\//i, 'curl'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

export function userAgentFamilyOf(userAgent: string | undefined): UserAgentFamily {
  if (!userAgent) return 'Other';
  const text = userAgent.slice(0, 512);
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? 'Other';
}
