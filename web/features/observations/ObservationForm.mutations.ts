import { graphql } from 'react-relay';

// The form's mutations; they keep the form's module name, so their Relay artefacts keep theirs.

export const createMutation = graphql`
  mutation ObservationFormCreateMutation($clientId: String!, $input: ObservationInput!, $language: String!) {
    createObservation(clientId: $clientId, input: $input) {
      __typename
      ... on ObservationPayload {
        observation {
          recId
          status
          ...ObservationForm_observation @arguments(language: $language)
        }
      }
      ...mutationError_error
    }
  }
`;

export const updateMutation = graphql`
  mutation ObservationFormUpdateMutation($id: ID!, $input: ObservationInput!, $filesToRemove: [Int!], $language: String!) {
    updateObservation(id: $id, input: $input, filesToRemove: $filesToRemove) {
      __typename
      ... on ObservationPayload {
        observation {
          recId
          status
          ...ObservationForm_observation @arguments(language: $language)
        }
      }
      ...mutationError_error
    }
  }
`;

export const deleteMutation = graphql`
  mutation ObservationFormDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteObservation(id: $id) {
      __typename
      ... on DeleteObservationPayload {
        deletedId @deleteEdge(connections: $connections)
        deletedItemId
      }
      ...mutationError_error
    }
  }
`;

export const saveLocationMutation = graphql`
  mutation ObservationFormSaveLocationMutation($input: SaveLocationInput!) {
    saveLocation(input: $input) {
      __typename
      ... on SaveLocationPayload {
        location {
          id
          country
          region
          closestSettlement
          location
          verbatimLat
          verbatimLon
          lat
          lon
          alt
          accuracy
          locationSource
          updatedAt
        }
      }
      ...mutationError_error
    }
  }
`;
