import { printSchema } from 'graphql';
import { schema } from '../server/graphql/schema.ts';

export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}
