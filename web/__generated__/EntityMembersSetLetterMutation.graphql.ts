/**
 * @generated SignedSource<<ff332891c20fc9bdff2db75d76a225bf>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminRelationInput = {
  code: string;
  entity: string;
  member: string;
};
export type EntityMembersSetLetterMutation$variables = {
  input: AdminRelationInput;
};
export type EntityMembersSetLetterMutation$data = {
  readonly setAdminRelation: {
    readonly __typename: string;
    readonly code?: string;
    readonly membership?: {
      readonly adminCodes: ReadonlyArray<string>;
      readonly id: string;
    } | null | undefined;
  };
};
export type EntityMembersSetLetterMutation$rawResponse = {
  readonly setAdminRelation: {
    readonly __typename: "EntityMemberPayload";
    readonly __isError: "EntityMemberPayload";
    readonly code: string;
    readonly membership: {
      readonly adminCodes: ReadonlyArray<string>;
      readonly id: string;
    } | null | undefined;
  } | {
    readonly __typename: string;
    readonly __isError: string;
    readonly code: string;
  };
};
export type EntityMembersSetLetterMutation = {
  rawResponse: EntityMembersSetLetterMutation$rawResponse;
  response: EntityMembersSetLetterMutation$data;
  variables: EntityMembersSetLetterMutation$variables;
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
v2 = [
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
    "name": "setAdminRelation",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "EntityMember",
            "kind": "LinkedField",
            "name": "membership",
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
                "name": "adminCodes",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EntityMemberPayload",
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
    "name": "EntityMembersSetLetterMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "EntityMembersSetLetterMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "684be5753cf6a3e0d955b07de9d11cfc",
    "id": null,
    "metadata": {},
    "name": "EntityMembersSetLetterMutation",
    "operationKind": "mutation",
    "text": "mutation EntityMembersSetLetterMutation(\n  $input: AdminRelationInput!\n) {\n  setAdminRelation(input: $input) {\n    __typename\n    ... on EntityMemberPayload {\n      code\n      membership {\n        id\n        adminCodes\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f606ce15a51a980bdfcad4109f7f8911";

export default node;
