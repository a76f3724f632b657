import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { genusNote, type GenusNoteView, saveGenusNote } from './genus.ts';
import { speciesPolicy } from './policy.ts';
import { SpeciesRef } from './schema.ts';

const GenusRef = builder.objectRef<GenusNoteView>('Genus').implement({
  description: "A genus of the catalogue and the admins' note on it (recording §7 genus edit)",
  fields: (t) => ({
    name: t.exposeString('genus'),
    note: t.exposeString('note', { description: 'sanitised rich text; empty when nobody wrote one' }),
    speciesCount: t.exposeInt('species'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
    viewerCanEdit: t.boolean({ resolve: (_genus, _args, context) => speciesPolicy(context.viewer).edit }),
  }),
});

builder.prismaObjectField(SpeciesRef, 'genusInfo', (t) =>
  t.field({
    type: GenusRef,
    select: { genus: true },
    description: "The species' genus with its note",
    resolve: (species, _args, context) => genusNote(context.prisma, species.genus),
  }),
);

const GenusNotePayload = builder.objectRef<GenusNoteView & { cleaned: boolean }>('GenusNotePayload').implement({
  fields: (t) => ({
    genus: t.field({ type: GenusRef, resolve: (saved) => saved }),
    richTextCleaned: t.exposeBoolean('cleaned', { description: 'the sanitiser removed something (RICH_TEXT_CLEANED)' }),
  }),
});

builder.mutationField('saveGenusNote', (t) =>
  t.field({
    type: GenusNotePayload,
    description: "Saves a genus' note (site admins; /api/genus/edit/{name}); an empty note removes it",
    args: { genus: t.arg.string({ required: true }), note: t.arg.string({ required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError], directResult: true, union: { name: 'SaveGenusNoteResult' } },
    resolve: (_root, { genus, note }, context) => saveGenusNote(context.services, context.viewer, genus, { note }),
  }),
);
