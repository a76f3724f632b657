/**
 * @generated SignedSource<<db229f1c98f70a4a68932bfc6a366a2c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SpeciesMergeMutation$variables = {
  id: string;
  intoId: string;
};
export type SpeciesMergeMutation$data = {
  readonly mergeSpecies: {
    readonly __typename: string;
    readonly code?: string;
    readonly mergedId?: string;
    readonly moved?: number;
    readonly species?: {
      readonly id: string;
      readonly recId: number;
      readonly stat: {
        readonly cnt: number;
      };
    };
  };
};
export type SpeciesMergeMutation = {
  response: SpeciesMergeMutation$data;
  variables: SpeciesMergeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "intoId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "intoId",
        "variableName": "intoId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "mergeSpecies",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mergedId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "moved",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
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
                "name": "recId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SpeciesStat",
                "kind": "LinkedField",
                "name": "stat",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cnt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MergeSpeciesPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
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
    "name": "SpeciesMergeMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "SpeciesMergeMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "50127dc82d91a055404f1ee9fc8e40aa",
    "id": null,
    "metadata": {},
    "name": "SpeciesMergeMutation",
    "operationKind": "mutation",
    "text": "mutation SpeciesMergeMutation(\n  $id: ID!\n  $intoId: ID!\n) {\n  mergeSpecies(id: $id, intoId: $intoId) {\n    __typename\n    ... on MergeSpeciesPayload {\n      mergedId\n      moved\n      species {\n        id\n        recId\n        stat {\n          cnt\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8be3c069a14e1a267c6566d3739ceaf9";

export default node;
