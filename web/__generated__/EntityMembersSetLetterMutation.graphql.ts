/**
 * @generated SignedSource<<69bd4ab12da6260151380cdcdfc15fd4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
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
    readonly __typename: "ValidationError";
    readonly __isError: "ValidationError";
    readonly code: string;
    readonly fields: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string | null | undefined;
    }>;
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
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*: any*/),
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
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*: any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FieldError",
          "kind": "LinkedField",
          "name": "fields",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            (v3/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "ValidationError",
      "abstractKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EntityMembersSetLetterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setAdminRelation",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v4/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v5/*: any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "EntityMembersSetLetterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setAdminRelation",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0d8dcc7998c30367c9ffedbddbb5fa55",
    "id": null,
    "metadata": {},
    "name": "EntityMembersSetLetterMutation",
    "operationKind": "mutation",
    "text": "mutation EntityMembersSetLetterMutation(\n  $input: AdminRelationInput!\n) {\n  setAdminRelation(input: $input) {\n    __typename\n    ... on EntityMemberPayload {\n      code\n      membership {\n        id\n        adminCodes\n      }\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f83066e40eb9400f03b05aafc57dfb7";

export default node;
