import type { ParseResult } from './query';

export const maxReferenceLength = 50;

/** Reference editing rules (DESIGN.md): required, trimmed, at most 50 characters. */
export function parseReference(input: unknown): ParseResult<string> {
  if (typeof input !== 'string') return { ok: false, errors: ['Reference must be text'] };
  const value = input.trim();
  if (value === '') return { ok: false, errors: ['Reference is required'] };
  if (value.length > maxReferenceLength) {
    return {
      ok: false,
      errors: [
        `Reference must be at most ${maxReferenceLength} characters (it has ${value.length})`,
      ],
    };
  }
  return { ok: true, value };
}
