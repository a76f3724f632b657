/**
 * @generated SignedSource<<d4cdcc76103ededf165748f300a1650d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSpeciesSuggestionsQuery$variables = {
  language: string;
  limit: number;
  query: string;
};
export type useSpeciesSuggestionsQuery$data = {
  readonly speciesAutocomplete: ReadonlyArray<{
    readonly commonName: string | null | undefined;
    readonly id: string;
    readonly recId: number;
    readonly scientificName: string;
    readonly thumbnailUrl: string | null | undefined;
  }>;
};
export type useSpeciesSuggestionsQuery = {
  response: useSpeciesSuggestionsQuery$data;
  variables: useSpeciesSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "language"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "limit",
        "variableName": "limit"
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "Species",
    "kind": "LinkedField",
    "name": "speciesAutocomplete",
    "plural": true,
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
        "kind": "ScalarField",
        "name": "scientificName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "language",
            "variableName": "language"
          }
        ],
        "kind": "ScalarField",
        "name": "commonName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "thumbnailUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSpeciesSuggestionsQuery",
    "selections": (v3/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*: any*/),
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "useSpeciesSuggestionsQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "c6404148bd6bb69bb11142a36eef84cc",
    "id": null,
    "metadata": {},
    "name": "useSpeciesSuggestionsQuery",
    "operationKind": "query",
    "text": "query useSpeciesSuggestionsQuery(\n  $query: String!\n  $limit: Int!\n  $language: String!\n) {\n  speciesAutocomplete(query: $query, limit: $limit) {\n    id\n    recId\n    scientificName\n    commonName(language: $language)\n    thumbnailUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "818d3a87ef4ec8046437b5c1581c2633";

export default node;
