/**
 * @generated SignedSource<<66edad0d442a51b336da4053495dd478>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MediaInfoEditPopupQuery$variables = {
  recId: number;
};
export type MediaInfoEditPopupQuery$data = {
  readonly media: {
    readonly author: string;
    readonly caption: string;
    readonly date: string | null | undefined;
    readonly description: string;
    readonly fileName: string;
    readonly id: string;
    readonly link: string | null | undefined;
    readonly ownedByViewer: boolean;
    readonly recId: number;
    readonly thumb: string | null | undefined;
    readonly title: string;
  } | null | undefined;
};
export type MediaInfoEditPopupQuery = {
  response: MediaInfoEditPopupQuery$data;
  variables: MediaInfoEditPopupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "recId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "recId",
        "variableName": "recId"
      }
    ],
    "concreteType": "Media",
    "kind": "LinkedField",
    "name": "media",
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
        "name": "ownedByViewer",
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
        "name": "thumb",
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
        "name": "author",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "caption",
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
        "name": "date",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "link",
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
    "name": "MediaInfoEditPopupQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "MediaInfoEditPopupQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "d5b9ca101bd40b3af34688c89dc1f530",
    "id": null,
    "metadata": {},
    "name": "MediaInfoEditPopupQuery",
    "operationKind": "query",
    "text": "query MediaInfoEditPopupQuery(\n  $recId: Int!\n) {\n  media(recId: $recId) {\n    id\n    recId\n    ownedByViewer\n    fileName\n    thumb\n    title\n    author\n    caption\n    description\n    date\n    link\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee41afe94c9878f94659e8a965823bb7";

export default node;
