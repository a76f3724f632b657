import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.ts';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

builder.scalarType('JSON', {
  description: 'Arbitrary JSON value (profile settings)',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING) return ast.value;
    throw new GraphQLError('JSON literals must be passed as variables');
  },
});
