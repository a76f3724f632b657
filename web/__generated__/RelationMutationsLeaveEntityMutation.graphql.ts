/**
 * @generated SignedSource<<7ac56ac402db6382c62920d8db4d5f6e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RelationAction = "ACCEPT_REQUEST" | "BLOCK_ENTITY" | "BLOCK_USER" | "JOIN" | "REJECT_REQUEST" | "REPORT_ENTITY" | "REPORT_USER" | "REVOKE_REQUEST" | "SEND_REQUEST" | "UNBLOCK_ENTITY" | "UNBLOCK_USER" | "UNFRIEND" | "UNMEMBER" | "%future added value";
export type RelationState = "BLOCKED_ENTITY" | "BLOCKED_USER" | "FRIEND" | "FRIEND_REQUEST_GOT" | "FRIEND_REQUEST_SENT" | "JOIN_REQUEST_GOT" | "JOIN_REQUEST_SENT" | "MEMBER" | "NO_FRIEND" | "NO_MEMBER" | "NO_RELATION" | "%future added value";
export type EntityActionInput = {
  entity: string;
  message?: string | null | undefined;
};
export type RelationMutationsLeaveEntityMutation$variables = {
  input: EntityActionInput;
};
export type RelationMutationsLeaveEntityMutation$data = {
  readonly leaveEntity: {
    readonly __typename: string;
    readonly code?: string;
    readonly entity?: {
      readonly displayName: string;
      readonly id: string;
      readonly viewerActions: ReadonlyArray<RelationAction>;
      readonly viewerRelation: RelationState;
    };
    readonly viewerRelation?: RelationState;
  };
};
export type RelationMutationsLeaveEntityMutation = {
  response: RelationMutationsLeaveEntityMutation$data;
  variables: RelationMutationsLeaveEntityMutation$variables;
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
    "name": "leaveEntity",
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
    "name": "RelationMutationsLeaveEntityMutation",
    "selections": (v3/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "RelationMutationsLeaveEntityMutation",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "62f52ac7e4f8e7b0f5d392aff3b2f6ed",
    "id": null,
    "metadata": {},
    "name": "RelationMutationsLeaveEntityMutation",
    "operationKind": "mutation",
    "text": "mutation RelationMutationsLeaveEntityMutation(\n  $input: EntityActionInput!\n) {\n  leaveEntity(input: $input) {\n    __typename\n    ... on RelationPayload {\n      code\n      viewerRelation\n      entity {\n        id\n        displayName\n        viewerRelation\n        viewerActions\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "563baeb6972c3c5d5a68490f5072fe37";

export default node;
