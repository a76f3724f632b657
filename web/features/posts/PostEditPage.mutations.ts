import { graphql } from 'react-relay/hooks';

// The post editor's mutations; they keep the page's module name, so their Relay artefacts keep theirs.

export const createMutation = graphql`
  mutation PostEditPageCreateMutation($input: CreatePostInput!, $homeConnections: [ID!]!, $personConnections: [ID!]!, $boardConnections: [ID!]!) {
    createPost(input: $input) {
      __typename
      ... on CreatePostPayload {
        richTextCleaned
        post {
          id
          recId
          entity {
            recId
          }
        }
        item @prependNode(connections: $homeConnections, edgeTypeName: "QueryTimelineConnectionEdge") {
          id
          time
          ...TimelineCard_item
        }
        # The same item on the lists whose edges have other types.
        personItem: item @prependNode(connections: $personConnections, edgeTypeName: "EntityTimelineConnectionEdge") {
          id
        }
        boardItem: item @prependNode(connections: $boardConnections, edgeTypeName: "EntityBoardConnectionEdge") {
          id
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
        richTextCleaned
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
  mutation PostEditPageDeleteMutation($input: DeletePostInput!, $connections: [ID!]!) {
    deletePost(input: $input) {
      __typename
      ... on DeletePostPayload {
        deletedId
        deletedPostIds
        deletedItemIds @deleteEdge(connections: $connections)
      }
      ...mutationError_error
    }
  }
`;
