/**
 * @generated SignedSource<<bb2343893b1a8a372ebddc7e25644f6c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SearchPageQuery$variables = {
  first: number;
  personType: number;
  q: string;
};
export type SearchPageQuery$data = {
  readonly blog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly path: string;
        readonly title: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly entities: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly id: string;
        readonly recId: number;
      };
    }>;
    readonly totalCount: number;
  };
  readonly observations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dateFrom: string;
        readonly id: string;
        readonly recId: number;
        readonly species: {
          readonly displayName: string;
        } | null | undefined;
        readonly uploader: {
          readonly displayName: string;
        };
      };
    }>;
    readonly totalCount: number;
  };
  readonly searchTimeline: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly owner: {
          readonly displayName: string;
        };
        readonly summary: string;
        readonly title: string;
        readonly url: string | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
  readonly speciesList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly id: string;
        readonly recId: number;
        readonly scientificName: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly stories: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly path: string;
        readonly title: string;
      };
    }>;
    readonly totalCount: number;
  };
};
export type SearchPageQuery = {
  response: SearchPageQuery$data;
  variables: SearchPageQuery$variables;
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
  "name": "personType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "q"
},
v3 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v4 = {
  "kind": "Variable",
  "name": "query",
  "variableName": "q"
},
v5 = [
  (v3/*: any*/),
  (v4/*: any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v12 = [
  (v11/*: any*/)
],
v13 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "q"
},
v14 = [
  (v6/*: any*/),
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
          (v7/*: any*/),
          (v8/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v15 = {
  "alias": "blog",
  "args": [
    (v3/*: any*/),
    {
      "kind": "Literal",
      "name": "kind",
      "value": "BLOG"
    },
    (v13/*: any*/)
  ],
  "concreteType": "QueryArticlesConnection",
  "kind": "LinkedField",
  "name": "articles",
  "plural": false,
  "selections": (v14/*: any*/),
  "storageKey": null
},
v16 = {
  "alias": "stories",
  "args": [
    (v3/*: any*/),
    {
      "kind": "Literal",
      "name": "kind",
      "value": "STORY"
    },
    (v13/*: any*/)
  ],
  "concreteType": "QueryArticlesConnection",
  "kind": "LinkedField",
  "name": "articles",
  "plural": false,
  "selections": (v14/*: any*/),
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": (v5/*: any*/),
  "concreteType": "QuerySpeciesListConnection",
  "kind": "LinkedField",
  "name": "speciesList",
  "plural": false,
  "selections": [
    (v6/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "QuerySpeciesListConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Species",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v7/*: any*/),
            (v17/*: any*/),
            (v11/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "scientificName",
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
v19 = [
  (v3/*: any*/),
  {
    "kind": "Variable",
    "name": "speciesQuery",
    "variableName": "q"
  }
],
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateFrom",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": [
    (v3/*: any*/),
    (v4/*: any*/),
    {
      "kind": "Variable",
      "name": "type",
      "variableName": "personType"
    }
  ],
  "concreteType": "QueryEntitiesConnection",
  "kind": "LinkedField",
  "name": "entities",
  "plural": false,
  "selections": [
    (v6/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "QueryEntitiesConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Entity",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v7/*: any*/),
            (v17/*: any*/),
            (v11/*: any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v22 = [
  (v11/*: any*/),
  (v7/*: any*/)
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
    "name": "SearchPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*: any*/),
        "concreteType": "QuerySearchTimelineConnection",
        "kind": "LinkedField",
        "name": "searchTimeline",
        "plural": false,
        "selections": [
          (v6/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QuerySearchTimelineConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TimelineItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*: any*/),
                  (v8/*: any*/),
                  (v9/*: any*/),
                  (v10/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Entity",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": (v12/*: any*/),
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
      (v15/*: any*/),
      (v16/*: any*/),
      (v18/*: any*/),
      {
        "alias": null,
        "args": (v19/*: any*/),
        "concreteType": "QueryObservationsConnection",
        "kind": "LinkedField",
        "name": "observations",
        "plural": false,
        "selections": [
          (v6/*: any*/),
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
                  (v7/*: any*/),
                  (v17/*: any*/),
                  (v20/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Species",
                    "kind": "LinkedField",
                    "name": "species",
                    "plural": false,
                    "selections": (v12/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Entity",
                    "kind": "LinkedField",
                    "name": "uploader",
                    "plural": false,
                    "selections": (v12/*: any*/),
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
      (v21/*: any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*: any*/),
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Operation",
    "name": "SearchPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*: any*/),
        "concreteType": "QuerySearchTimelineConnection",
        "kind": "LinkedField",
        "name": "searchTimeline",
        "plural": false,
        "selections": [
          (v6/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QuerySearchTimelineConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TimelineItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*: any*/),
                  (v8/*: any*/),
                  (v9/*: any*/),
                  (v10/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Entity",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": (v22/*: any*/),
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
      (v15/*: any*/),
      (v16/*: any*/),
      (v18/*: any*/),
      {
        "alias": null,
        "args": (v19/*: any*/),
        "concreteType": "QueryObservationsConnection",
        "kind": "LinkedField",
        "name": "observations",
        "plural": false,
        "selections": [
          (v6/*: any*/),
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
                  (v7/*: any*/),
                  (v17/*: any*/),
                  (v20/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Species",
                    "kind": "LinkedField",
                    "name": "species",
                    "plural": false,
                    "selections": (v22/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Entity",
                    "kind": "LinkedField",
                    "name": "uploader",
                    "plural": false,
                    "selections": (v22/*: any*/),
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
      (v21/*: any*/)
    ]
  },
  "params": {
    "cacheID": "036bc21ba849ba1d920102b08d486f9a",
    "id": null,
    "metadata": {},
    "name": "SearchPageQuery",
    "operationKind": "query",
    "text": "query SearchPageQuery(\n  $q: String!\n  $first: Int!\n  $personType: Int!\n) {\n  searchTimeline(query: $q, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        title\n        summary\n        url\n        owner {\n          displayName\n          id\n        }\n      }\n    }\n  }\n  blog: articles(kind: BLOG, search: $q, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        title\n        path\n      }\n    }\n  }\n  stories: articles(kind: STORY, search: $q, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        title\n        path\n      }\n    }\n  }\n  speciesList(query: $q, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        recId\n        displayName\n        scientificName\n      }\n    }\n  }\n  observations(speciesQuery: $q, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        recId\n        dateFrom\n        species {\n          displayName\n          id\n        }\n        uploader {\n          displayName\n          id\n        }\n      }\n    }\n  }\n  entities(type: $personType, query: $q, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        recId\n        displayName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "325204e878f15e8b97c30205acf1b9eb";

export default node;
