/**
 * @generated SignedSource<<b9d5d3deee48e895fdf82407412dee64>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MediaInfoViewPageListQuery$variables = {
  count: number;
};
export type MediaInfoViewPageListQuery$data = {
  readonly viewer: {
    readonly media: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly description: string;
          readonly fileName: string;
          readonly id: string;
          readonly recId: number;
          readonly thumb: string | null | undefined;
          readonly title: string;
        };
      }>;
      readonly totalCount: number;
    };
  };
};
export type MediaInfoViewPageListQuery = {
  response: MediaInfoViewPageListQuery$data;
  variables: MediaInfoViewPageListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "count"
          }
        ],
        "concreteType": "ViewerMediaConnection",
        "kind": "LinkedField",
        "name": "media",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerMediaConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Media",
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
                    "name": "fileName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thumb",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MediaInfoViewPageListQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "MediaInfoViewPageListQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "3d3103aeecefda71f482322180065809",
    "id": null,
    "metadata": {},
    "name": "MediaInfoViewPageListQuery",
    "operationKind": "query",
    "text": "query MediaInfoViewPageListQuery(\n  $count: Int!\n) {\n  viewer {\n    media(first: $count) {\n      totalCount\n      edges {\n        node {\n          id\n          recId\n          fileName\n          title\n          description\n          thumb\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a21caefa9e6df2ce4c8b9a030a857e61";

export default node;
