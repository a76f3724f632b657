/**
 * @generated SignedSource<<8dfebc1cd5f13d3baa23c53cffab61b9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArticleReferencesSearchQuery$variables = {
  first: number;
  query: string;
};
export type ArticleReferencesSearchQuery$data = {
  readonly bibliographyItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly citation: string;
        readonly id: string;
        readonly recId: number;
      };
    }>;
  };
};
export type ArticleReferencesSearchQuery = {
  response: ArticleReferencesSearchQuery$data;
  variables: ArticleReferencesSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "QueryBibliographyItemsConnection",
    "kind": "LinkedField",
    "name": "bibliographyItems",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryBibliographyItemsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BibliographyItem",
            "kind": "LinkedField",
            "name": "node",
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
                "kind": "ScalarField",
                "name": "citation",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArticleReferencesSearchQuery",
    "selections": (v2/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "ArticleReferencesSearchQuery",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "ccd9805b106de8d6dde09ea8c5c7b32e",
    "id": null,
    "metadata": {},
    "name": "ArticleReferencesSearchQuery",
    "operationKind": "query",
    "text": "query ArticleReferencesSearchQuery(\n  $query: String!\n  $first: Int!\n) {\n  bibliographyItems(query: $query, first: $first) {\n    edges {\n      node {\n        id\n        recId\n        citation\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a0d78ca44e007e00aa1aba587181473b";

export default node;
