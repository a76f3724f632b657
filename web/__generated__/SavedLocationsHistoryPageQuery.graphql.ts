/**
 * @generated SignedSource<<22b841579c1cf60f04e8859cf98213a1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SavedLocationsHistoryPageQuery$variables = Record<PropertyKey, never>;
export type SavedLocationsHistoryPageQuery$data = {
  readonly viewer: {
    readonly locationHistory: ReadonlyArray<{
      readonly accuracy: number | null | undefined;
      readonly alt: number | null | undefined;
      readonly closestSettlement: string | null | undefined;
      readonly country: string;
      readonly lastUsedAt: string;
      readonly lat: number;
      readonly location: string | null | undefined;
      readonly lon: number;
      readonly region: string | null | undefined;
      readonly verbatimLat: string | null | undefined;
      readonly verbatimLon: string | null | undefined;
    }>;
  };
};
export type SavedLocationsHistoryPageQuery = {
  response: SavedLocationsHistoryPageQuery$data;
  variables: SavedLocationsHistoryPageQuery$variables;
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
        "concreteType": "UsedLocation",
        "kind": "LinkedField",
        "name": "locationHistory",
        "plural": true,
        "selections": [
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
            "name": "lastUsedAt",
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
    "name": "SavedLocationsHistoryPageQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SavedLocationsHistoryPageQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "8b3786f2b0d207a0d5704a837656ab08",
    "id": null,
    "metadata": {},
    "name": "SavedLocationsHistoryPageQuery",
    "operationKind": "query",
    "text": "query SavedLocationsHistoryPageQuery {\n  viewer {\n    locationHistory {\n      location\n      closestSettlement\n      region\n      country\n      lat\n      lon\n      verbatimLat\n      verbatimLon\n      alt\n      accuracy\n      lastUsedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d4976f4a3f6cafff45975987d024015";

export default node;
