/**
 * @generated SignedSource<<158ec03105fb7900a92548c824933493>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReviewRuleKind = "DIFFICULTY" | "FLIGHT_PERIOD" | "GENUS" | "OUTSIDE_KNOWN_SQUARES" | "PROTECTED" | "THREATENED" | "%future added value";
export type Role = "ADMIN" | "ADV" | "EDITOR" | "GUEST" | "MODERATOR" | "PRO" | "USER" | "%future added value";
export type ReviewRulesPageQuery$variables = Record<PropertyKey, never>;
export type ReviewRulesPageQuery$data = {
  readonly reviewRules: ReadonlyArray<{
    readonly enabled: boolean;
    readonly kind: ReviewRuleKind;
    readonly params: unknown;
    readonly reviewRoles: ReadonlyArray<Role>;
    readonly roles: ReadonlyArray<Role>;
  }>;
  readonly reviewValidators: ReadonlyArray<{
    readonly displayName: string;
    readonly recId: number;
  }>;
  readonly validatorAssignments: ReadonlyArray<{
    readonly country: string | null | undefined;
    readonly family: string | null | undefined;
    readonly genus: string | null | undefined;
    readonly recId: number;
    readonly region: string | null | undefined;
    readonly validator: {
      readonly displayName: string;
      readonly recId: number;
    };
  }>;
};
export type ReviewRulesPageQuery = {
  response: ReviewRulesPageQuery$data;
  variables: ReviewRulesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "ReviewRule",
  "kind": "LinkedField",
  "name": "reviewRules",
  "plural": true,
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
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "family",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "genus",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v7 = [
  (v1/*: any*/),
  (v6/*: any*/)
],
v8 = [
  (v1/*: any*/),
  (v6/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewRulesPageQuery",
    "selections": [
      (v0/*: any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ValidatorAssignment",
        "kind": "LinkedField",
        "name": "validatorAssignments",
        "plural": true,
        "selections": [
          (v1/*: any*/),
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "validator",
            "plural": false,
            "selections": (v7/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "reviewValidators",
        "plural": true,
        "selections": (v7/*: any*/),
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReviewRulesPageQuery",
    "selections": [
      (v0/*: any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ValidatorAssignment",
        "kind": "LinkedField",
        "name": "validatorAssignments",
        "plural": true,
        "selections": [
          (v1/*: any*/),
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "validator",
            "plural": false,
            "selections": (v8/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "reviewValidators",
        "plural": true,
        "selections": (v8/*: any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6740c294ff84c46e8e546eeb01b76564",
    "id": null,
    "metadata": {},
    "name": "ReviewRulesPageQuery",
    "operationKind": "query",
    "text": "query ReviewRulesPageQuery {\n  reviewRules {\n    kind\n    enabled\n    roles\n    reviewRoles\n    params\n  }\n  validatorAssignments {\n    recId\n    country\n    region\n    family\n    genus\n    validator {\n      recId\n      displayName\n      id\n    }\n  }\n  reviewValidators {\n    recId\n    displayName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa6cc288bac09cdf10480e225cb2dd8b";

export default node;
