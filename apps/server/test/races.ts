/**
 * The name of a race test: requests whose transactions overlap. PGlite runs one transaction at
 * a time, so there they take turns and the test cannot fail for the race it is about; only
 * PostgreSQL interleaves them, in CI's PostgreSQL phase (vitest.postgres.config.ts, which must
 * hold every file that has one: test/ci-pipeline.test.ts checks). On PGlite the test still proves
 * the outcome when the same requests come one after another.
 */
export const race = (name: string) => `race, fails only on PostgreSQL: ${name}`;
