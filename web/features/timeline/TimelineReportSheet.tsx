import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { TimelineReportSheetMutation } from '../../__generated__/TimelineReportSheetMutation.graphql.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useFailureToast, useToast } from '../../ui/index.ts';
import { ReasonSheet } from '../../ui/ReasonSheet.tsx';
import { homeMessages } from './messages.ts';

/** Reports a timeline item (a post, a story, a record's entry…) to the moderators with a reason; lazy, from the card's menu. */
export default function TimelineReportSheet({ itemId, isOpen, onClose }: { itemId: string; isOpen: boolean; onClose: () => void }) {
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
            toast(intl.formatMessage(homeMessages.reported), { kind: 'success' });
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
      title={intl.formatMessage(homeMessages.reportTitle)}
      label={intl.formatMessage(homeMessages.reportReason)}
      submitLabel={intl.formatMessage(homeMessages.reportSend)}
      busy={sending}
      onSubmit={send}
    />
  );
}
