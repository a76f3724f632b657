import { graphql } from 'react-relay/hooks';

// The comment's mutations; they keep the item's module name, so their Relay artefacts keep theirs.

export const editMutation = graphql`
  mutation CommentItemEditMutation($input: EditCommentInput!) {
    editComment(input: $input) {
      __typename
      ... on EditCommentPayload {
        comment {
          id
          message
          updatedAt
        }
      }
      ...mutationError_error
    }
  }
`;

export const deleteMutation = graphql`
  mutation CommentItemDeleteMutation($input: DeleteCommentInput!, $connections: [ID!]!) {
    deleteComment(input: $input) {
      __typename
      ... on DeleteCommentPayload {
        deletedIds @deleteEdge(connections: $connections)
        object {
          id
          ... on TimelineItem {
            commentCount
          }
        }
        answered {
          id
          commentCount
        }
      }
      ...mutationError_error
    }
  }
`;

export const reportMutation = graphql`
  mutation CommentItemReportMutation($input: ReportCommentInput!) {
    reportComment(input: $input) {
      __typename
      ...mutationError_error
    }
  }
`;
