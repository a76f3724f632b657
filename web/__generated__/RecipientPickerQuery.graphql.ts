/**
 * @generated SignedSource<<f8b6502828782cb7be2de2af60288679>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecipientPickerQuery$variables = {
  name?: string | null | undefined;
};
export type RecipientPickerQuery$data = {
  readonly viewer: {
    readonly writableEntities: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly displayName: string;
          readonly id: string;
          readonly profileImageUrl: string | null | undefined;
          readonly recId: number;
        };
      }>;
    } | null | undefined;
  };
};
export type RecipientPickerQuery = {
  response: RecipientPickerQuery$data;
  variables: RecipientPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
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
            "kind": "Literal",
            "name": "first",
            "value": 20
          },
          {
            "kind": "Variable",
            "name": "name",
            "variableName": "name"
          }
        ],
        "concreteType": "ViewerWritableEntitiesConnection",
        "kind": "LinkedField",
        "name": "writableEntities",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerWritableEntitiesConnectionEdge",
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
                    "name": "recId",
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
    "name": "RecipientPickerQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "RecipientPickerQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "d33631714edb4d7b0e19de5d797b126b",
    "id": null,
    "metadata": {},
    "name": "RecipientPickerQuery",
    "operationKind": "query",
    "text": "query RecipientPickerQuery(\n  $name: String\n) {\n  viewer {\n    writableEntities(name: $name, first: 20) {\n      edges {\n        node {\n          id\n          recId\n          displayName\n          profileImageUrl\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "981044f1bedab7278e732806bfa58ad5";

export default node;
