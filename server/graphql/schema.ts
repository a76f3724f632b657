import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
import './scalars.ts';
import './errors.ts';
import '../modules/entities/schema.ts';
import '../modules/users/schema.ts';
import '../modules/users/settings-schema.ts';
import '../modules/timeline/schema.ts';
import '../modules/notifications/schema.ts';
import '../modules/relations/schema.ts';
import '../modules/likes/schema.ts';
import '../modules/comments/schema.ts';
import '../modules/consent/schema.ts';
import '../modules/privacy/schema.ts';
import '../modules/posts/schema.ts';
import '../modules/push/schema.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
