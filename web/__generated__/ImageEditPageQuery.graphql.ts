/**
 * @generated SignedSource<<de054a04dbf7f97fc4997f9092a02485>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImageEditPageQuery$variables = {
  dbKey: string;
};
export type ImageEditPageQuery$data = {
  readonly mediaByDbKey: {
    readonly dbKey: string;
    readonly fileName: string;
    readonly height: number | null | undefined;
    readonly mediaType: string;
    readonly orig: string | null | undefined;
    readonly pres: string | null | undefined;
    readonly recId: number;
    readonly title: string;
    readonly width: number | null | undefined;
  } | null | undefined;
};
export type ImageEditPageQuery = {
  response: ImageEditPageQuery$data;
  variables: ImageEditPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dbKey"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "dbKey",
    "variableName": "dbKey"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dbKey",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mediaType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pres",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orig",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ImageEditPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Media",
        "kind": "LinkedField",
        "name": "mediaByDbKey",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/),
          (v10/*: any*/)
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
    "name": "ImageEditPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Media",
        "kind": "LinkedField",
        "name": "mediaByDbKey",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/),
          (v10/*: any*/),
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
    "cacheID": "c66f185a2a80aaf5818066bc7abb9dee",
    "id": null,
    "metadata": {},
    "name": "ImageEditPageQuery",
    "operationKind": "query",
    "text": "query ImageEditPageQuery(\n  $dbKey: String!\n) {\n  mediaByDbKey(dbKey: $dbKey) {\n    recId\n    dbKey\n    mediaType\n    width\n    height\n    pres\n    orig\n    title\n    fileName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5fbfd93e3a43faa1913429dcf0e4de0e";

export default node;
