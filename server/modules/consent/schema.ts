import { NotFoundError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { DEFAULT_LANGUAGE } from '@domain/languages.ts';
import { ViewerRef } from '../users/schema.ts';
import { type ConsentItem, textFor } from './items.ts';
import { consentStates, decideConsent, pendingConsents } from './service.ts';

/** An item with its texts in one language, and, where asked for, the viewer's standing decision. */
type LocalizedItem = ConsentItem & { language: string; accepted?: boolean };

const localize = <T extends ConsentItem>(items: T[], language: string): (T & { language: string })[] => items.map((item) => ({ ...item, language }));

const ConsentTypeEnum = builder.enumType('ConsentType', { values: ['BLOCK', 'PAGE'] as const });

const ConsentItemRef = builder.objectRef<LocalizedItem>('ConsentItem').implement({
  description: 'A consent the viewer has to give: BLOCK items close the app until accepted, PAGE items are optional',
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.field({ type: ConsentTypeEnum, resolve: (item) => (item.type === 'block' ? 'BLOCK' : 'PAGE') }),
    version: t.exposeString('version'),
    title: t.string({ resolve: (item) => textFor(item, item.language).title }),
    text: t.string({ resolve: (item) => textFor(item, item.language).text }),
    accepted: t.boolean({
      nullable: true,
      description: "whether the viewer's latest decision on the current version accepts it (viewer.consents only)",
      resolve: (item) => item.accepted ?? null,
    }),
  }),
});

builder.objectField(ViewerRef, 'consents', (t) =>
  t.field({
    type: [ConsentItemRef],
    description: "every consent item with the viewer's standing decision, in their language: where a PAGE item is given or withdrawn",
    resolve: async (state, _args, context) => localize(await consentStates(context.services, context.viewer), state.language),
  }),
);

builder.objectField(ViewerRef, 'pendingConsents', (t) =>
  t.field({
    type: [ConsentItemRef],
    description: 'consent items whose current version the viewer has not accepted, in their language',
    resolve: async (state, _args, context) => localize(await pendingConsents(context.services, context.viewer), state.language),
  }),
);

const DecideConsentInput = builder.inputType('DecideConsentInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    accepted: t.boolean({ required: true }),
  }),
});

const PendingConsents = builder.objectRef<LocalizedItem[]>('PendingConsents').implement({
  fields: (t) => ({ pendingConsents: t.field({ type: [ConsentItemRef], resolve: (items) => items }) }),
});

builder.mutationField('decideConsent', (t) =>
  t.field({
    type: PendingConsents,
    description:
      "records the viewer's decision on an item's current version; the latest decision counts, so accepted:false withdraws an acceptance (the item is pending again; for a BLOCK item every session of the viewer ends)",
    args: { input: t.arg({ type: DecideConsentInput, required: true }) },
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError], directResult: true, union: { name: 'DecideConsentResult' } },
    resolve: async (_root, { input }, context) => {
      await decideConsent(context.services, context.viewer, input.name, input.accepted);
      return localize(await pendingConsents(context.services, context.viewer), context.viewer.user?.language ?? DEFAULT_LANGUAGE);
    },
  }),
);
