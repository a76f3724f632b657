/**
 * @generated SignedSource<<6a5651c0c3f9ef5bb3e2c04b5b99ea72>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FollowState = "FOLLOWED" | "NOT_FOLLOWED" | "%future added value";
export type RelationAction = "ACCEPT_REQUEST" | "BLOCK_ENTITY" | "BLOCK_USER" | "JOIN" | "REJECT_REQUEST" | "REPORT_ENTITY" | "REPORT_USER" | "REVOKE_REQUEST" | "SEND_REQUEST" | "UNBLOCK_ENTITY" | "UNBLOCK_USER" | "UNFRIEND" | "UNMEMBER" | "%future added value";
export type RelationState = "BLOCKED_ENTITY" | "BLOCKED_USER" | "FRIEND" | "FRIEND_REQUEST_GOT" | "FRIEND_REQUEST_SENT" | "JOIN_REQUEST_GOT" | "JOIN_REQUEST_SENT" | "MEMBER" | "NO_FRIEND" | "NO_MEMBER" | "NO_RELATION" | "%future added value";
export type EntityActionInput = {
  entity: string;
  message?: string | null | undefined;
};
export type RelationMutationsUnfollowEntityMutation$variables = {
  input: EntityActionInput;
};
export type RelationMutationsUnfollowEntityMutation$data = {
  readonly unfollowEntity: {
    readonly __typename: string;
    readonly code?: string;
    readonly entity?: {
      readonly displayName: string;
      readonly id: string;
      readonly viewerActions: ReadonlyArray<RelationAction>;
      readonly viewerFollowState: FollowState | null | undefined;
      readonly viewerRelation: RelationState;
    };
    readonly viewerRelation?: RelationState;
  };
};
export type RelationMutationsUnfollowEntityMutation = {
  response: RelationMutationsUnfollowEntityMutation$data;
  variables: RelationMutationsUnfollowEntityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRelation",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unfollowEntity",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/),
          (v2/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              (v2/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerActions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerFollowState",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RelationPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RelationMutationsUnfollowEntityMutation",
    "selections": (v3/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "RelationMutationsUnfollowEntityMutation",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "cfc7fa666b1240d21677337253a25340",
    "id": null,
    "metadata": {},
    "name": "RelationMutationsUnfollowEntityMutation",
    "operationKind": "mutation",
    "text": "mutation RelationMutationsUnfollowEntityMutation(\n  $input: EntityActionInput!\n) {\n  unfollowEntity(input: $input) {\n    __typename\n    ... on RelationPayload {\n      code\n      viewerRelation\n      entity {\n        id\n        displayName\n        viewerRelation\n        viewerActions\n        viewerFollowState\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "643bc6c5832ef17b7d255b1dcf25f8da";

export default node;
