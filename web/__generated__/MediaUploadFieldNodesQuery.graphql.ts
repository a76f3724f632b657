/**
 * @generated SignedSource<<0c0c29fb33ef5124d2d78b105360e639>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MediaUploadFieldNodesQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type MediaUploadFieldNodesQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly fileName?: string;
    readonly mediaType?: string;
    readonly orig?: string | null | undefined;
    readonly pres?: string | null | undefined;
    readonly recId?: number;
    readonly thumb?: string | null | undefined;
  } | null | undefined>;
};
export type MediaUploadFieldNodesQuery = {
  response: MediaUploadFieldNodesQuery$data;
  variables: MediaUploadFieldNodesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
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
      "name": "mediaType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumb",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pres",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orig",
      "storageKey": null
    }
  ],
  "type": "Media",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MediaUploadFieldNodesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v2/*: any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "MediaUploadFieldNodesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "77004bfb93bbc72df0c9eee8e92741d1",
    "id": null,
    "metadata": {},
    "name": "MediaUploadFieldNodesQuery",
    "operationKind": "query",
    "text": "query MediaUploadFieldNodesQuery(\n  $ids: [ID!]!\n) {\n  nodes(ids: $ids) {\n    __typename\n    ... on Media {\n      recId\n      fileName\n      mediaType\n      thumb\n      pres\n      orig\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "94d122bb7721048d12ad801017b537aa";

export default node;
