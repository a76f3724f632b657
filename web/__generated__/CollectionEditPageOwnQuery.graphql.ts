/**
 * @generated SignedSource<<0da67d615e36c41dd524dbf5891ce4f1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CollectionEditPageOwnQuery$variables = {
  author: string;
  me: number;
};
export type CollectionEditPageOwnQuery$data = {
  readonly articles: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly title: string;
      };
    }>;
  };
  readonly observations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dateFrom: string;
        readonly id: string;
        readonly species: {
          readonly displayName: string;
        } | null | undefined;
        readonly speciesText: string | null | undefined;
      };
    }>;
  };
};
export type CollectionEditPageOwnQuery = {
  response: CollectionEditPageOwnQuery$data;
  variables: CollectionEditPageOwnQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "author"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "me"
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v3 = [
  (v2/*: any*/),
  {
    "kind": "Variable",
    "name": "uploaderId",
    "variableName": "me"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateFrom",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "speciesText",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "authorId",
      "variableName": "author"
    },
    (v2/*: any*/),
    {
      "kind": "Literal",
      "name": "kind",
      "value": "STORY"
    },
    {
      "kind": "Literal",
      "name": "status",
      "value": "PUBLISHED"
    }
  ],
  "concreteType": "QueryArticlesConnection",
  "kind": "LinkedField",
  "name": "articles",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QueryArticlesConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Article",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v4/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionEditPageOwnQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*: any*/),
        "concreteType": "QueryObservationsConnection",
        "kind": "LinkedField",
        "name": "observations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryObservationsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Observation",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  (v5/*: any*/),
                  (v6/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Species",
                    "kind": "LinkedField",
                    "name": "species",
                    "plural": false,
                    "selections": [
                      (v7/*: any*/)
                    ],
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
      },
      (v8/*: any*/)
    ],
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
    "name": "CollectionEditPageOwnQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*: any*/),
        "concreteType": "QueryObservationsConnection",
        "kind": "LinkedField",
        "name": "observations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryObservationsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Observation",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  (v5/*: any*/),
                  (v6/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Species",
                    "kind": "LinkedField",
                    "name": "species",
                    "plural": false,
                    "selections": [
                      (v7/*: any*/),
                      (v4/*: any*/)
                    ],
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
      },
      (v8/*: any*/)
    ]
  },
  "params": {
    "cacheID": "117bf9286ec07d7aa052d8b2c9fe5d78",
    "id": null,
    "metadata": {},
    "name": "CollectionEditPageOwnQuery",
    "operationKind": "query",
    "text": "query CollectionEditPageOwnQuery(\n  $me: Int!\n  $author: ID!\n) {\n  observations(first: 50, uploaderId: $me) {\n    edges {\n      node {\n        id\n        dateFrom\n        speciesText\n        species {\n          displayName\n          id\n        }\n      }\n    }\n  }\n  articles(kind: STORY, authorId: $author, status: PUBLISHED, first: 50) {\n    edges {\n      node {\n        id\n        title\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "530c99b28ecf5ff2e817fec0defbb9a4";

export default node;
