/**
 * @generated SignedSource<<d7be4be8e1f598f3c2ff979c8606b023>>
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
export type EntityMembersRemoveLetterMutation$variables = {
  input: AdminRelationInput;
};
export type EntityMembersRemoveLetterMutation$data = {
  readonly removeAdminRelation: {
    readonly __typename: string;
    readonly code?: string;
    readonly membership?: {
      readonly adminCodes: ReadonlyArray<string>;
      readonly id: string;
    } | null | undefined;
  };
};
export type EntityMembersRemoveLetterMutation$rawResponse = {
  readonly removeAdminRelation: {
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
export type EntityMembersRemoveLetterMutation = {
  rawResponse: EntityMembersRemoveLetterMutation$rawResponse;
  response: EntityMembersRemoveLetterMutation$data;
  variables: EntityMembersRemoveLetterMutation$variables;
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
    "name": "removeAdminRelation",
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
    "name": "EntityMembersRemoveLetterMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "EntityMembersRemoveLetterMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "2174e8436034e383437c2ca4acb6be78",
    "id": null,
    "metadata": {},
    "name": "EntityMembersRemoveLetterMutation",
    "operationKind": "mutation",
    "text": "mutation EntityMembersRemoveLetterMutation(\n  $input: AdminRelationInput!\n) {\n  removeAdminRelation(input: $input) {\n    __typename\n    ... on EntityMemberPayload {\n      code\n      membership {\n        id\n        adminCodes\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bfad9449d3421a135e2e9a0ad1b649f5";

export default node;
