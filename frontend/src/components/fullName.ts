/** First and last name, '--' when neither is known (the spec's empty value). */
export const fullName = (person: { first_name?: string | null; last_name?: string | null } | null | undefined) =>
  [person?.first_name, person?.last_name].filter((part) => part && part.trim()).join(' ') || '--';
