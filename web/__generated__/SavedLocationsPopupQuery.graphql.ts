/**
 * @generated SignedSource<<eb97ca9a68f06d000073f792e45c5e6b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SavedLocationsPopupQuery$variables = Record<PropertyKey, never>;
export type SavedLocationsPopupQuery$data = {
  readonly viewer: {
    readonly savedLocations: ReadonlyArray<{
      readonly accuracy: number | null | undefined;
      readonly alt: number | null | undefined;
      readonly closestSettlement: string | null | undefined;
      readonly country: string;
      readonly id: string;
      readonly lat: number;
      readonly location: string | null | undefined;
      readonly lon: number;
      readonly name: string;
      readonly region: string | null | undefined;
      readonly updatedAt: string;
      readonly verbatimLat: string | null | undefined;
      readonly verbatimLon: string | null | undefined;
    }>;
  };
};
export type SavedLocationsPopupQuery = {
  response: SavedLocationsPopupQuery$data;
  variables: SavedLocationsPopupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "args": null,
        "concreteType": "SavedLocation",
        "kind": "LinkedField",
        "name": "savedLocations",
        "plural": true,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "location",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closestSettlement",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "region",
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
            "name": "lat",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lon",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "verbatimLat",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "verbatimLon",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "alt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accuracy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedLocationsPopupQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SavedLocationsPopupQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "720d15647acac83e62664a28ac1e8734",
    "id": null,
    "metadata": {},
    "name": "SavedLocationsPopupQuery",
    "operationKind": "query",
    "text": "query SavedLocationsPopupQuery {\n  viewer {\n    savedLocations {\n      id\n      name\n      location\n      closestSettlement\n      region\n      country\n      lat\n      lon\n      verbatimLat\n      verbatimLon\n      alt\n      accuracy\n      updatedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b477ba862b9fc3feb1d7dda406f4b5c";

export default node;
