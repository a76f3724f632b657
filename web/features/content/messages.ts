import { defineMessages } from '../../i18n/define-messages.ts';

export const contentMessages = defineMessages({
  infoTitle: { id: 'content.infoTitle', defaultMessage: 'Információ', description: 'Title of /info/, the list of the site’s pages' },
  infoIntro: {
    id: 'content.infoIntro',
    defaultMessage: 'Mi a Lepke, hogyan használd, milyen szabályok szerint működik, és mit kezdünk az adataiddal.',
    description: 'Intro of /info/',
  },
  fallback: {
    id: 'content.fallback',
    defaultMessage: 'Ez az oldal ezen a nyelven még nem készült el: a magyar változatát látod.',
    description: 'Notice above a content page shown in Hungarian because the UI language has none',
  },
  draft: { id: 'content.draft', defaultMessage: 'Piszkozat: csak a szerkesztők látják', description: 'Badge on an unpublished content page an admin previews' },
  empty: { id: 'content.empty', defaultMessage: 'Még nincs oldal.', description: '/info/ without any page' },
});
