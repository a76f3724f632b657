/**
 * @generated SignedSource<<ab06471ecc45464ede605516ad815f50>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminMessagePageEntitiesQuery$variables = {
  query: string;
};
export type AdminMessagePageEntitiesQuery$data = {
  readonly groups: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly id: string;
        readonly profileImageUrl: string | null | undefined;
        readonly type: number;
      };
    }>;
  };
  readonly projects: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly id: string;
        readonly profileImageUrl: string | null | undefined;
        readonly type: number;
      };
    }>;
  };
};
export type AdminMessagePageEntitiesQuery = {
  response: AdminMessagePageEntitiesQuery$data;
  variables: AdminMessagePageEntitiesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v2 = {
  "kind": "Variable",
  "name": "query",
  "variableName": "query"
},
v3 = [
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v4 = [
  {
    "alias": "groups",
    "args": [
      (v1/*: any*/),
      (v2/*: any*/),
      {
        "kind": "Literal",
        "name": "type",
        "value": 2
      }
    ],
    "concreteType": "QueryEntitiesConnection",
    "kind": "LinkedField",
    "name": "entities",
    "plural": false,
    "selections": (v3/*: any*/),
    "storageKey": null
  },
  {
    "alias": "projects",
    "args": [
      (v1/*: any*/),
      (v2/*: any*/),
      {
        "kind": "Literal",
        "name": "type",
        "value": 6
      }
    ],
    "concreteType": "QueryEntitiesConnection",
    "kind": "LinkedField",
    "name": "entities",
    "plural": false,
    "selections": (v3/*: any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminMessagePageEntitiesQuery",
    "selections": (v4/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "AdminMessagePageEntitiesQuery",
    "selections": (v4/*: any*/)
  },
  "params": {
    "cacheID": "43c5fb067568ffe40edbcdd381da6efe",
    "id": null,
    "metadata": {},
    "name": "AdminMessagePageEntitiesQuery",
    "operationKind": "query",
    "text": "query AdminMessagePageEntitiesQuery(\n  $query: String!\n) {\n  groups: entities(type: 2, query: $query, first: 10) {\n    edges {\n      node {\n        id\n        type\n        displayName\n        profileImageUrl\n      }\n    }\n  }\n  projects: entities(type: 6, query: $query, first: 10) {\n    edges {\n      node {\n        id\n        type\n        displayName\n        profileImageUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f548a515644563404b272dff71fd0940";

export default node;
