/**
 * @generated SignedSource<<0a00577bdafd6457195050b33da4ce44>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewRuleKind = "DIFFICULTY" | "FLIGHT_PERIOD" | "GENUS" | "OUTSIDE_KNOWN_SQUARES" | "PROTECTED" | "THREATENED" | "%future added value";
export type Role = "ADMIN" | "ADV" | "EDITOR" | "GUEST" | "MODERATOR" | "PRO" | "USER" | "%future added value";
export type ReviewRulesPageSaveMutation$variables = {
  enabled?: boolean | null | undefined;
  kind: ReviewRuleKind;
  params?: unknown | null | undefined;
  reviewRoles?: ReadonlyArray<Role> | null | undefined;
  roles?: ReadonlyArray<Role> | null | undefined;
};
export type ReviewRulesPageSaveMutation$data = {
  readonly updateReviewRule: {
    readonly __typename: string;
    readonly enabled?: boolean;
    readonly kind?: ReviewRuleKind;
    readonly params?: unknown;
    readonly reviewRoles?: ReadonlyArray<Role>;
    readonly roles?: ReadonlyArray<Role>;
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type ReviewRulesPageSaveMutation = {
  response: ReviewRulesPageSaveMutation$data;
  variables: ReviewRulesPageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "params"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviewRoles"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "roles"
},
v5 = [
  {
    "kind": "Variable",
    "name": "enabled",
    "variableName": "enabled"
  },
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "params",
    "variableName": "params"
  },
  {
    "kind": "Variable",
    "name": "reviewRoles",
    "variableName": "reviewRoles"
  },
  {
    "kind": "Variable",
    "name": "roles",
    "variableName": "roles"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewRoles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "params",
      "storageKey": null
    }
  ],
  "type": "ReviewRule",
  "abstractKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v8/*: any*/),
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
            (v8/*: any*/),
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
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v4/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewRulesPageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateReviewRule",
        "plural": false,
        "selections": [
          (v6/*: any*/),
          (v7/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v9/*: any*/)
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
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/),
      (v4/*: any*/),
      (v3/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Operation",
    "name": "ReviewRulesPageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateReviewRule",
        "plural": false,
        "selections": [
          (v6/*: any*/),
          (v7/*: any*/),
          (v9/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "23924224886c0e7f3dc44bf8d45c8ab5",
    "id": null,
    "metadata": {},
    "name": "ReviewRulesPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewRulesPageSaveMutation(\n  $kind: ReviewRuleKind!\n  $enabled: Boolean\n  $roles: [Role!]\n  $reviewRoles: [Role!]\n  $params: JSON\n) {\n  updateReviewRule(kind: $kind, enabled: $enabled, roles: $roles, reviewRoles: $reviewRoles, params: $params) {\n    __typename\n    ... on ReviewRule {\n      kind\n      enabled\n      roles\n      reviewRoles\n      params\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0f82ae8c5951c83231f41617c9ba5d1";

export default node;
