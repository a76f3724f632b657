/**
 * @generated SignedSource<<8a3684c09fae2c2917e81079773ea35a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SpeciesFieldQuery$variables = {
  language: string;
  limit: number;
  query: string;
};
export type SpeciesFieldQuery$data = {
  readonly speciesAutocomplete: ReadonlyArray<{
    readonly commonName: string | null | undefined;
    readonly id: string;
    readonly recId: number;
    readonly scientificName: string;
    readonly thumbnailUrl: string | null | undefined;
  }>;
};
export type SpeciesFieldQuery = {
  response: SpeciesFieldQuery$data;
  variables: SpeciesFieldQuery$variables;
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
    "name": "SpeciesFieldQuery",
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
    "name": "SpeciesFieldQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "ffc49fdfdc5dca6472b931e28d2d677c",
    "id": null,
    "metadata": {},
    "name": "SpeciesFieldQuery",
    "operationKind": "query",
    "text": "query SpeciesFieldQuery(\n  $query: String!\n  $limit: Int!\n  $language: String!\n) {\n  speciesAutocomplete(query: $query, limit: $limit) {\n    id\n    recId\n    scientificName\n    commonName(language: $language)\n    thumbnailUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee7f3cd18f959f468184201c99e20424";

export default node;
