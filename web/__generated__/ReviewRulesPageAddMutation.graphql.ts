/**
 * @generated SignedSource<<9aeceb77fe60b445d361a7b47ea80c9f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewRulesPageAddMutation$variables = {
  country?: string | null | undefined;
  family?: string | null | undefined;
  genus?: string | null | undefined;
  region?: string | null | undefined;
  validatorRecId: number;
};
export type ReviewRulesPageAddMutation$data = {
  readonly addValidatorAssignment: {
    readonly __typename: string;
    readonly recId?: number;
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type ReviewRulesPageAddMutation = {
  response: ReviewRulesPageAddMutation$data;
  variables: ReviewRulesPageAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "country"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "family"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "genus"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "region"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "validatorRecId"
},
v5 = [
  {
    "kind": "Variable",
    "name": "country",
    "variableName": "country"
  },
  {
    "kind": "Variable",
    "name": "family",
    "variableName": "family"
  },
  {
    "kind": "Variable",
    "name": "genus",
    "variableName": "genus"
  },
  {
    "kind": "Variable",
    "name": "region",
    "variableName": "region"
  },
  {
    "kind": "Variable",
    "name": "validatorRecId",
    "variableName": "validatorRecId"
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
      "name": "recId",
      "storageKey": null
    }
  ],
  "type": "ValidatorAssignment",
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
    "name": "ReviewRulesPageAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addValidatorAssignment",
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
      (v4/*: any*/),
      (v0/*: any*/),
      (v3/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Operation",
    "name": "ReviewRulesPageAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addValidatorAssignment",
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
    "cacheID": "ad5b02365fc65dba257bc9d014b75e37",
    "id": null,
    "metadata": {},
    "name": "ReviewRulesPageAddMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewRulesPageAddMutation(\n  $validatorRecId: Int!\n  $country: String\n  $region: String\n  $family: String\n  $genus: String\n) {\n  addValidatorAssignment(validatorRecId: $validatorRecId, country: $country, region: $region, family: $family, genus: $genus) {\n    __typename\n    ... on ValidatorAssignment {\n      recId\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f5c796549d7206d25ed7829f25779a7";

export default node;
