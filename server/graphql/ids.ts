import { decodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from '../errors.ts';
import { MAX_RECORD_ID } from '../validation.ts';

/** The numeric id of a global id of this type; a plain number is accepted as the numeric id. */
export function numericId(value: string | number, typename: string, field: string): number {
  const text = String(value);
  if (/^\d+$/.test(text)) {
    if (Number(text) > MAX_RECORD_ID) throw new ValidationError([{ field, code: 'VALUE_MAX' }]);
    return Number(text);
  }
  try {
    const decoded = decodeGlobalID(text);
    const id = Number(decoded.id);
    if (decoded.typename === typename && Number.isSafeInteger(id) && id > 0 && id <= MAX_RECORD_ID) return id;
  } catch {
    // reported below
  }
  throw new ValidationError([{ field, code: 'FORMAT_ERROR' }]);
}

export function optionalId(value: string | number | null | undefined, typename: string, field: string) {
  return value === null || value === undefined ? value : numericId(value, typename, field);
}
