import { graphql } from 'react-relay';

// The post editor's mutations; they keep the page's module name, so their Relay artefacts keep theirs.

export const createMutation = graphql`
  mutation PostEditPageCreateMutation($input: CreatePostInput!) {
    createPost(input: $input) {
      __typename
      ... on CreatePostPayload {
        post {
          id
          recId
          entity {
            recId
          }
        }
        item {
          id
          time
          ...TimelineCard_item
        }
      }
      ...mutationError_error
    }
  }
`;

export const updateMutation = graphql`
  mutation PostEditPageUpdateMutation($input: UpdatePostInput!) {
    updatePost(input: $input) {
      __typename
      ... on UpdatePostPayload {
        post {
          id
          title
          body
          lat
          lon
          eventAt
          entity {
            id
            recId
          }
        }
        item {
          id
          title
          summary
          privacy
        }
      }
      ...mutationError_error
    }
  }
`;

export const deleteMutation = graphql`
  mutation PostEditPageDeleteMutation($input: DeletePostInput!) {
    deletePost(input: $input) {
      __typename
      ... on DeletePostPayload {
        deletedId
        deletedPostIds
        deletedItemIds
      }
      ...mutationError_error
    }
  }
`;
