import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { TimelineReportSheetMutation } from '../../__generated__/TimelineReportSheetMutation.graphql.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useFailureToast, useToast } from '../../ui/index.ts';
import { ReasonSheet } from '../../ui/ReasonSheet.tsx';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { timelineReportMessages as m } from './report-messages.ts';

/** Reports a timeline item (a post, a story, a record's entry…) to the moderators with a reason; lazy, from the card's menu. */
export default function TimelineReportSheet(props: { itemId: string; isOpen: boolean; onClose: () => void }) {
  return (
    <PartTexts part="reports">
      <ReportSheet {...props} />
    </PartTexts>
  );
}

function ReportSheet({ itemId, isOpen, onClose }: { itemId: string; isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useFailureToast();
  const [commit, sending] = useMutation<TimelineReportSheetMutation>(graphql`
    mutation TimelineReportSheetMutation($id: ID!, $reason: String!) {
      reportTimelineItem(id: $id, reason: $reason) {
        __typename
        ...mutationError_error
      }
    }
  `);
  const send = (reason: string) =>
    new Promise<boolean>((resolve) => {
      commit({
        variables: { id: itemId, reason },
        onCompleted: ({ reportTimelineItem: result }) => {
          const error = mutationError(result);
          if (error) failed(error.fields[0]?.code ?? error.code);
          else {
            toast(intl.formatMessage(m.sent), { kind: 'success' });
            onClose();
          }
          resolve(!error);
        },
        onError: () => {
          failed();
          resolve(false);
        },
      });
    });
  return (
    <ReasonSheet
      isOpen={isOpen}
      onClose={onClose}
      title={intl.formatMessage(m.title)}
      label={intl.formatMessage(m.reason)}
      submitLabel={intl.formatMessage(m.send)}
      busy={sending}
      onSubmit={send}
    />
  );
}
