import { graphql, type GraphQLTaggedNode } from 'relay-runtime';

/*
 * The 15 relation mutations of the relations module. Every one answers a RelationPayload: the
 * success token (`code`) and the entity with the viewer's new state and actions, which Relay writes
 * over every copy of that entity in the store; a refusal answers an error carrying its token.
 */

/**
 * What a relation change moves on the entity's page besides its state: the members' and friends'
 * counters and the members shown, the counters the visibility rules shape, and what the viewer
 * may now publish there.
 */
export const RELATION_COUNTERS = graphql`
  fragment RelationMutations_counters on Entity {
    ...EntityMembersPreview_entity
    memberCount
    viewerAdminCodes
    viewerPublishableTypes
    stat {
      observationCount
      speciesCount
      mediaCount
      postCount
      memberCount
    }
  }
`;

/**
 * What every relation mutation answers: the success token and the entity with the viewer's new
 * state, actions and counters. Unmasked, so the caller reads `code` from the reply.
 */
export const RELATION_PAYLOAD = graphql`
  fragment RelationMutations_payload on RelationPayload {
    code
    viewerRelation
    entity {
      id
      displayName
      viewerRelation
      viewerActions
      viewerFollowState
      ...RelationMutations_counters
    }
  }
`;

/** The root field names of the relation mutations. */
export type RelationMutationField =
  | 'sendFriendRequest'
  | 'revokeFriendRequest'
  | 'acceptFriendRequest'
  | 'rejectFriendRequest'
  | 'unfriend'
  | 'joinEntity'
  | 'leaveEntity'
  | 'revokeJoinRequest'
  | 'blockEntity'
  | 'unblockEntity'
  | 'reportEntity'
  | 'acceptJoinRequest'
  | 'rejectJoinRequest'
  | 'followEntity'
  | 'unfollowEntity';

export const RELATION_MUTATIONS: Record<RelationMutationField, GraphQLTaggedNode> = {
  sendFriendRequest: graphql`
    mutation RelationMutationsSendFriendRequestMutation($input: EntityActionInput!) {
      sendFriendRequest(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  revokeFriendRequest: graphql`
    mutation RelationMutationsRevokeFriendRequestMutation($input: EntityActionInput!) {
      revokeFriendRequest(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  acceptFriendRequest: graphql`
    mutation RelationMutationsAcceptFriendRequestMutation($input: EntityActionInput!) {
      acceptFriendRequest(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  rejectFriendRequest: graphql`
    mutation RelationMutationsRejectFriendRequestMutation($input: EntityActionInput!) {
      rejectFriendRequest(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  unfriend: graphql`
    mutation RelationMutationsUnfriendMutation($input: EntityActionInput!) {
      unfriend(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  joinEntity: graphql`
    mutation RelationMutationsJoinEntityMutation($input: EntityActionInput!) {
      joinEntity(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  leaveEntity: graphql`
    mutation RelationMutationsLeaveEntityMutation($input: EntityActionInput!) {
      leaveEntity(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  revokeJoinRequest: graphql`
    mutation RelationMutationsRevokeJoinRequestMutation($input: EntityActionInput!) {
      revokeJoinRequest(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  blockEntity: graphql`
    mutation RelationMutationsBlockEntityMutation($input: EntityActionInput!) {
      blockEntity(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  unblockEntity: graphql`
    mutation RelationMutationsUnblockEntityMutation($input: EntityActionInput!) {
      unblockEntity(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  reportEntity: graphql`
    mutation RelationMutationsReportEntityMutation($input: ReportEntityInput!) {
      reportEntity(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  acceptJoinRequest: graphql`
    mutation RelationMutationsAcceptJoinRequestMutation($input: JoinRequestDecisionInput!) {
      acceptJoinRequest(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  rejectJoinRequest: graphql`
    mutation RelationMutationsRejectJoinRequestMutation($input: JoinRequestDecisionInput!) {
      rejectJoinRequest(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  followEntity: graphql`
    mutation RelationMutationsFollowEntityMutation($input: EntityActionInput!) {
      followEntity(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
  unfollowEntity: graphql`
    mutation RelationMutationsUnfollowEntityMutation($input: EntityActionInput!) {
      unfollowEntity(input: $input) {
        __typename
        ...RelationMutations_payload @relay(mask: false)
        ...mutationError_error
      }
    }
  `,
};
