import { useIntl } from 'react-intl';
import { useMutation } from 'react-relay/hooks';
import type { CommentItemReportMutation } from '../../__generated__/CommentItemReportMutation.graphql.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useFailureToast, useToast } from '../../ui/index.ts';
import { ReasonSheet } from '../../ui/ReasonSheet.tsx';
import { reportMutation } from './CommentItem.mutations.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { commentReportMessages as m } from './report-messages.ts';

/** Reports a comment to the moderators with a reason; lazy, from the comment's menu. */
export default function CommentReportSheet(props: { commentId: string; isOpen: boolean; onClose: () => void }) {
  return (
    <PartTexts part="reports">
      <ReportSheet {...props} />
    </PartTexts>
  );
}

function ReportSheet({ commentId, isOpen, onClose }: { commentId: string; isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useFailureToast();
  const [commit, sending] = useMutation<CommentItemReportMutation>(reportMutation);
  const send = (reason: string) =>
    new Promise<boolean>((resolve) => {
      commit({
        variables: { input: { id: commentId, reason } },
        onCompleted: ({ reportComment }) => {
          const taken = reportComment.__typename === 'ReportCommentPayload';
          if (taken) {
            toast(intl.formatMessage(m.sent), { kind: 'success' });
            onClose();
          } else failed(mutationError(reportComment)?.code);
          resolve(taken);
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
