/**
 * @generated SignedSource<<5af1ce9b97ac12e5a9ef5696bc286002>>
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
export type RelationMutationsBlockEntityMutation$variables = {
  input: EntityActionInput;
};
export type RelationMutationsBlockEntityMutation$data = {
  readonly blockEntity: {
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
export type RelationMutationsBlockEntityMutation = {
  response: RelationMutationsBlockEntityMutation$data;
  variables: RelationMutationsBlockEntityMutation$variables;
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
    "name": "blockEntity",
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
    "name": "RelationMutationsBlockEntityMutation",
    "selections": (v3/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "RelationMutationsBlockEntityMutation",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "39802b6f5433a4526fee653e0c2e7ede",
    "id": null,
    "metadata": {},
    "name": "RelationMutationsBlockEntityMutation",
    "operationKind": "mutation",
    "text": "mutation RelationMutationsBlockEntityMutation(\n  $input: EntityActionInput!\n) {\n  blockEntity(input: $input) {\n    __typename\n    ... on RelationPayload {\n      code\n      viewerRelation\n      entity {\n        id\n        displayName\n        viewerRelation\n        viewerActions\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b78d2417d8769e387deafed0195bb00a";

export default node;
