/**
 * @generated SignedSource<<dbb90c55d5a85d8d3ad5cd504e7e8d55>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfileImagePageQuery$variables = {
  count: number;
  own: boolean;
  recId: number;
};
export type ProfileImagePageQuery$data = {
  readonly entity?: {
    readonly displayName: string;
    readonly id: string;
    readonly profileImageUrl: string | null | undefined;
    readonly recId: number;
    readonly type: number;
    readonly viewerRights: {
      readonly edit: boolean;
    };
  } | null | undefined;
  readonly viewer: {
    readonly entity?: {
      readonly displayName: string;
      readonly id: string;
      readonly profileImageUrl: string | null | undefined;
      readonly recId: number;
      readonly type: number;
      readonly viewerRights: {
        readonly edit: boolean;
      };
    } | null | undefined;
    readonly media: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly dbKey: string;
          readonly fileName: string;
          readonly height: number | null | undefined;
          readonly id: string;
          readonly mediaType: string;
          readonly pres: string | null | undefined;
          readonly recId: number;
          readonly thumb: string | null | undefined;
          readonly title: string;
          readonly width: number | null | undefined;
        };
      }>;
    };
  };
};
export type ProfileImagePageQuery = {
  response: ProfileImagePageQuery$data;
  variables: ProfileImagePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "own"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "recId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v5 = [
  (v3/*: any*/),
  (v4/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "type",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "profileImageUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "EntityRights",
    "kind": "LinkedField",
    "name": "viewerRights",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "edit",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "condition": "own",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v5/*: any*/),
            "storageKey": null
          }
        ]
      },
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
                  (v3/*: any*/),
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dbKey",
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
                    "name": "width",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "height",
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
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fileName",
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
  },
  {
    "condition": "own",
    "kind": "Condition",
    "passingValue": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "recId",
            "variableName": "recId"
          }
        ],
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "entity",
        "plural": false,
        "selections": (v5/*: any*/),
        "storageKey": null
      }
    ]
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
    "name": "ProfileImagePageQuery",
    "selections": (v6/*: any*/),
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
    "name": "ProfileImagePageQuery",
    "selections": (v6/*: any*/)
  },
  "params": {
    "cacheID": "4f5a9ca73b50781ccf1490600b90cd18",
    "id": null,
    "metadata": {},
    "name": "ProfileImagePageQuery",
    "operationKind": "query",
    "text": "query ProfileImagePageQuery(\n  $recId: Int!\n  $own: Boolean!\n  $count: Int!\n) {\n  viewer {\n    entity @include(if: $own) {\n      id\n      recId\n      type\n      displayName\n      profileImageUrl\n      viewerRights {\n        edit\n      }\n    }\n    media(first: $count) {\n      edges {\n        node {\n          id\n          recId\n          dbKey\n          mediaType\n          width\n          height\n          thumb\n          pres\n          title\n          fileName\n        }\n      }\n    }\n  }\n  entity(recId: $recId) @skip(if: $own) {\n    id\n    recId\n    type\n    displayName\n    profileImageUrl\n    viewerRights {\n      edit\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "295d68545ae278abb716a664bcb2779f";

export default node;
