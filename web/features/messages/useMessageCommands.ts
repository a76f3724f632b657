import { useIntl } from 'react-intl';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { mutationError_error$key } from '../../__generated__/mutationError_error.graphql.ts';
import type { useMessageCommandsDeleteMutation } from '../../__generated__/useMessageCommandsDeleteMutation.graphql.ts';
import type { useMessageCommandsReadMutation } from '../../__generated__/useMessageCommandsReadMutation.graphql.ts';
import type { useMessageCommandsReportMutation } from '../../__generated__/useMessageCommandsReportMutation.graphql.ts';
import type { useMessageCommandsRestoreMutation } from '../../__generated__/useMessageCommandsRestoreMutation.graphql.ts';
import type { useMessageCommandsTrashMutation } from '../../__generated__/useMessageCommandsTrashMutation.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useToast } from '../../ui/index.ts';

const readMutation = graphql`
  mutation useMessageCommandsReadMutation($id: ID!) {
    markMessageRead(id: $id) {
      ... on MessagePayload {
        message {
          id
          read
        }
      }
      ...mutationError_error
    }
  }
`;
const trashMutation = graphql`
  mutation useMessageCommandsTrashMutation($id: ID!) {
    trashMessage(id: $id) {
      ... on MessagePayload {
        message {
          id
          box
          viewerCan {
            trash
            restore
          }
        }
      }
      ...mutationError_error
    }
  }
`;
const restoreMutation = graphql`
  mutation useMessageCommandsRestoreMutation($id: ID!) {
    restoreMessage(id: $id) {
      ... on MessagePayload {
        message {
          id
          box
          viewerCan {
            trash
            restore
          }
        }
      }
      ...mutationError_error
    }
  }
`;
const reportMutation = graphql`
  mutation useMessageCommandsReportMutation($id: ID!, $reason: String!) {
    reportMessage(id: $id, reason: $reason) {
      ... on MessagePayload {
        message {
          id
        }
      }
      ...mutationError_error
    }
  }
`;
const deleteMutation = graphql`
  mutation useMessageCommandsDeleteMutation($id: ID!) {
    deleteMessage(id: $id) {
      ... on DeleteMessagePayload {
        deletedId @deleteRecord
      }
      ...mutationError_error
    }
  }
`;

/** Reading, trashing, restoring, reporting and deleting one's copy of a message; a failure says its token. */
export function useMessageCommands() {
  const intl = useIntl();
  const toast = useToast();
  const environment = useRelayEnvironment();
  const run = <Operation extends MutationParameters>(
    mutation: GraphQLTaggedNode,
    variables: Operation['variables'],
    resultOf: (response: Operation['response']) => mutationError_error$key,
  ) =>
    new Promise<boolean>((resolve) => {
      const failed = (code?: string) => {
        toast(formatToken(intl, code ?? 'OPERATION_NOT_SUCCEEDED'), { kind: 'error' });
        resolve(false);
      };
      commitMutation<Operation>(environment, {
        mutation,
        variables,
        onCompleted: (response) => {
          const error = mutationError(resultOf(response));
          if (error) failed(error.code);
          else resolve(true);
        },
        onError: () => failed(),
      });
    });
  return {
    markRead: (id: string) => run<useMessageCommandsReadMutation>(readMutation, { id }, (response) => response.markMessageRead),
    trash: (id: string) => run<useMessageCommandsTrashMutation>(trashMutation, { id }, (response) => response.trashMessage),
    restore: (id: string) => run<useMessageCommandsRestoreMutation>(restoreMutation, { id }, (response) => response.restoreMessage),
    report: (id: string, reason: string) => run<useMessageCommandsReportMutation>(reportMutation, { id, reason }, (response) => response.reportMessage),
    remove: (id: string) => run<useMessageCommandsDeleteMutation>(deleteMutation, { id }, (response) => response.deleteMessage),
  };
}
