import { defineMessages } from '../../i18n/define-messages.ts';

/** The report sheet of a timeline item: a catalog part of its own (`reports`), fetched when it opens. */
export const timelineReportMessages = defineMessages({
  title: {
    id: 'timelineReport.title',
    defaultMessage: 'Bejegyzés jelentése',
    description: 'Title of the sheet that reports a timeline item to the moderators',
  },
  reason: {
    id: 'timelineReport.reason',
    defaultMessage: 'Mi a gond ezzel a bejegyzéssel?',
    description: 'Label of the reason field when reporting a timeline item',
  },
  send: {
    id: 'timelineReport.send',
    defaultMessage: 'Bejelentés küldése',
    description: 'Button that sends the report about a timeline item',
  },
  sent: {
    id: 'timelineReport.sent',
    defaultMessage: 'Köszönjük, a moderátorok megvizsgálják a bejelentést.',
    description: 'Toast after a timeline item was reported',
  },
});
