import { graphql } from 'react-relay/hooks';

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

/**
 * What the form reads of a saved place: the viewer's list (ObservationForm_viewer) and a newly saved
 * one ask the same. Unmasked, so both read the fields where they spread it.
 */
export const SAVED_LOCATION = graphql`
  fragment ObservationForm_savedLocation on SavedLocation {
    id
    name
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
  }
`;

export const saveLocationMutation = graphql`
  mutation ObservationFormSaveLocationMutation($input: SaveLocationInput!) {
    saveLocation(input: $input) {
      __typename
      ... on SaveLocationPayload {
        location {
          ...ObservationForm_savedLocation @relay(mask: false)
          updatedAt
        }
      }
      ...mutationError_error
    }
  }
`;
