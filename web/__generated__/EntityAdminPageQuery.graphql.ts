/**
 * @generated SignedSource<<e825298254b264c8024f5ad3f166b2a8>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EntityAdminPageQuery$variables = {
  recId: number;
};
export type EntityAdminPageQuery$data = {
  readonly adminEntity: {
    readonly admins: ReadonlyArray<{
      readonly adminCodes: ReadonlyArray<string>;
      readonly entity: {
        readonly displayName: string;
      };
      readonly id: string;
    }>;
    readonly archivedAt: string | null | undefined;
    readonly country: string | null | undefined;
    readonly displayName: string;
    readonly id: string;
    readonly joinPolicy: string | null | undefined;
    readonly lastActivityAt: string;
    readonly memberCount: number;
    readonly mergedInto: {
      readonly displayName: string;
      readonly recId: number;
    } | null | undefined;
    readonly pubAlert: string;
    readonly pubNote: string;
    readonly pubQuestion: string;
    readonly recId: number;
    readonly subdomain: string | null | undefined;
    readonly type: number;
  } | null | undefined;
};
export type EntityAdminPageQuery = {
  response: EntityAdminPageQuery$data;
  variables: EntityAdminPageQuery$variables;
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
    "kind": "Variable",
    "name": "recId",
    "variableName": "recId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subdomain",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastActivityAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "joinPolicy",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pubNote",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pubQuestion",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pubAlert",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adminCodes",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EntityAdminPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "adminEntity",
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
          (v11/*: any*/),
          (v12/*: any*/),
          (v13/*: any*/),
          (v14/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "mergedInto",
            "plural": false,
            "selections": [
              (v3/*: any*/),
              (v5/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EntityMember",
            "kind": "LinkedField",
            "name": "admins",
            "plural": true,
            "selections": [
              (v2/*: any*/),
              (v15/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "entity",
                "plural": false,
                "selections": [
                  (v5/*: any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "EntityAdminPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "adminEntity",
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
          (v11/*: any*/),
          (v12/*: any*/),
          (v13/*: any*/),
          (v14/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "mergedInto",
            "plural": false,
            "selections": [
              (v3/*: any*/),
              (v5/*: any*/),
              (v2/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EntityMember",
            "kind": "LinkedField",
            "name": "admins",
            "plural": true,
            "selections": [
              (v2/*: any*/),
              (v15/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "entity",
                "plural": false,
                "selections": [
                  (v5/*: any*/),
                  (v2/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "88737b76b49f33b900e9cd5b38c50fa1",
    "id": null,
    "metadata": {},
    "name": "EntityAdminPageQuery",
    "operationKind": "query",
    "text": "query EntityAdminPageQuery(\n  $recId: Int!\n) {\n  adminEntity(recId: $recId) {\n    id\n    recId\n    type\n    displayName\n    country\n    subdomain\n    memberCount\n    lastActivityAt\n    archivedAt\n    joinPolicy\n    pubNote\n    pubQuestion\n    pubAlert\n    mergedInto {\n      recId\n      displayName\n      id\n    }\n    admins {\n      id\n      adminCodes\n      entity {\n        displayName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ff699ce2708c66bd2f7065d42af71d6c";

export default node;
