/** Keeps what a person may type into a number box: digits only, at most 15 (E.164). */
export const digitsOnly = (text: string, max = 15) => text.replace(/\D/g, '').slice(0, max);
