import { AppError, ConflictError, type FieldProblem, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.ts';
import { builder } from './builder.ts';

/** Expected failures as typed GraphQL errors; every one carries the spec token in `code`. */
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.exposeString('code', { description: 'i18n token of the spec, e.g. EXISTING_USER' }),
  }),
});

const FieldError = builder.objectRef<FieldProblem>('FieldError').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    code: t.exposeString('code'),
    message: t.string({
      nullable: true,
      description: "the parser's own words where the spec gives them, e.g. 'Degrees out of range'",
      resolve: (problem) => problem.message ?? null,
    }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ fields: t.field({ type: [FieldError], resolve: (error) => error.fields }) }),
});

for (const [ErrorClass, name] of [
  [ConflictError, 'ConflictError'],
  [UnauthorizedError, 'UnauthorizedError'],
  [ForbiddenError, 'ForbiddenError'],
  [NotFoundError, 'NotFoundError'],
] as const) {
  builder.objectType(ErrorClass, { name, interfaces: [ErrorInterface] });
}
