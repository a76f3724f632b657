/**
 * @generated SignedSource<<66fc0632121eeb1a1207def5cbf1fd42>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportReasonCode = "COLUMN_COUNT" | "COORDINATE" | "DATE" | "EMPTY_NAME" | "ENTRY_RULES" | "INDIVIDUALS" | "LIFE_STAGE" | "UNCLOSED_QUOTE" | "UNKNOWN_SPECIES" | "%future added value";
export type SpeciesImportPageMatchQuery$variables = {
  text: string;
};
export type SpeciesImportPageMatchQuery$data = {
  readonly matchSpeciesList: {
    readonly __typename: string;
    readonly code?: string;
    readonly errors?: ReadonlyArray<{
      readonly code: ImportReasonCode;
      readonly detail: string;
      readonly row: number;
    }>;
    readonly matches?: ReadonlyArray<{
      readonly name: string;
      readonly row: number;
      readonly scientificName: string;
      readonly speciesId: number;
    }>;
  };
};
export type SpeciesImportPageMatchQuery = {
  response: SpeciesImportPageMatchQuery$data;
  variables: SpeciesImportPageMatchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "text"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "row",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "matchSpeciesList",
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
            "concreteType": "SpeciesMatch",
            "kind": "LinkedField",
            "name": "matches",
            "plural": true,
            "selections": [
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "speciesId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scientificName",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ImportProblem",
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              (v1/*: any*/),
              (v2/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "detail",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SpeciesListMatch",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*: any*/)
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
    "name": "SpeciesImportPageMatchQuery",
    "selections": (v3/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "SpeciesImportPageMatchQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "f9b7f2c1cc722eb6da2e85cda87dc542",
    "id": null,
    "metadata": {},
    "name": "SpeciesImportPageMatchQuery",
    "operationKind": "query",
    "text": "query SpeciesImportPageMatchQuery(\n  $text: String!\n) {\n  matchSpeciesList(text: $text) {\n    __typename\n    ... on SpeciesListMatch {\n      matches {\n        row\n        name\n        speciesId\n        scientificName\n      }\n      errors {\n        row\n        code\n        detail\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d7fd1f2fa3129a104a39dddc34d6ce8";

export default node;
