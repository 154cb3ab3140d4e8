import * as z from 'zod/mini';

/** One demo form under test: its schema, a valid sample and, per message, a change that triggers it. */
export interface DemoFormCase {
  name: string;
  schema: z.ZodMiniType;
  messages: Readonly<Record<string, string>>;
  valid: Record<string, unknown>;
  /** [field changes, field that reports, message key]. */
  invalid: readonly (readonly [Record<string, unknown>, string, string])[];
}

/** The message each field reports for these values, by field name; empty when valid. */
export function messagesByField(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = z.safeParse(schema, values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    found[key] ??= issue.message;
  }
  return found;
}
