import { defineMessages } from '../../i18n/define-messages.ts';

/** The report sheet of a comment: in the catalog part `reports`, fetched when it opens. */
export const commentReportMessages = defineMessages({
  title: { id: 'commentReport.title', defaultMessage: 'Hozzászólás jelentése', description: 'Title of the sheet that reports a comment to the moderators' },
  reason: {
    id: 'commentReport.reason',
    defaultMessage: 'Mi a gond ezzel a hozzászólással?',
    description: 'Label of the reason field when reporting a comment',
  },
  send: { id: 'commentReport.send', defaultMessage: 'Bejelentés küldése', description: 'Button that sends the report about a comment' },
  sent: {
    id: 'commentReport.sent',
    defaultMessage: 'Köszönjük, a moderátorok megvizsgálják a bejelentést.',
    description: 'Toast after a comment was reported',
  },
});
