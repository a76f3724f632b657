/**
 * @generated SignedSource<<ab9a06d8944859698d7e2afa8395c992>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EntityEditPageQuery$variables = {
  recId: number;
  skip: boolean;
};
export type EntityEditPageQuery$data = {
  readonly entity?: {
    readonly country: string | null | undefined;
    readonly description: string;
    readonly displayName: string;
    readonly id: string;
    readonly locationText: string | null | undefined;
    readonly profileImageUrl: string | null | undefined;
    readonly recId: number;
    readonly subType: number | null | undefined;
    readonly type: number;
    readonly viewerRights: {
      readonly edit: boolean;
    };
  } | null | undefined;
  readonly geoFilterCountries: ReadonlyArray<string>;
};
export type EntityEditPageQuery = {
  response: EntityEditPageQuery$data;
  variables: EntityEditPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "recId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "skip"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "geoFilterCountries",
    "storageKey": null
  },
  {
    "condition": "skip",
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
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subType",
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
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EntityEditPageQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "EntityEditPageQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "ab797651c8c7764176cc6e25b3d5b344",
    "id": null,
    "metadata": {},
    "name": "EntityEditPageQuery",
    "operationKind": "query",
    "text": "query EntityEditPageQuery(\n  $recId: Int!\n  $skip: Boolean!\n) {\n  geoFilterCountries\n  entity(recId: $recId) @skip(if: $skip) {\n    id\n    recId\n    type\n    displayName\n    description\n    locationText\n    country\n    subType\n    profileImageUrl\n    viewerRights {\n      edit\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "86d93991ea2a16d8c92660a946d1e558";

export default node;
