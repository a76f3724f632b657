/**
 * @generated SignedSource<<482b946e99cbecfbf2aaf8f6c66758da>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LocationSource = "EXIF" | "GPS" | "MAP" | "SAVED" | "TEXT" | "%future added value";
export type SaveLocationInput = {
  accuracy?: number | null | undefined;
  alt?: number | null | undefined;
  closestSettlement?: string | null | undefined;
  country?: string | null | undefined;
  id?: string | null | undefined;
  lat?: number | null | undefined;
  location?: string | null | undefined;
  locationSource?: LocationSource | null | undefined;
  lon?: number | null | undefined;
  region?: string | null | undefined;
  verbatimLat?: string | null | undefined;
  verbatimLon?: string | null | undefined;
};
export type SavedLocationsHistoryPageSaveMutation$variables = {
  input: SaveLocationInput;
};
export type SavedLocationsHistoryPageSaveMutation$data = {
  readonly saveLocation: {
    readonly __typename: string;
    readonly code?: string;
    readonly location?: {
      readonly id: string;
    };
  };
};
export type SavedLocationsHistoryPageSaveMutation = {
  response: SavedLocationsHistoryPageSaveMutation$data;
  variables: SavedLocationsHistoryPageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveLocation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedLocation",
            "kind": "LinkedField",
            "name": "location",
            "plural": false,
            "selections": [
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
        ],
        "type": "SaveLocationPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "SavedLocationsHistoryPageSaveMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "SavedLocationsHistoryPageSaveMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "140cae01862353a0c00397bbf5bcc950",
    "id": null,
    "metadata": {},
    "name": "SavedLocationsHistoryPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation SavedLocationsHistoryPageSaveMutation(\n  $input: SaveLocationInput!\n) {\n  saveLocation(input: $input) {\n    __typename\n    ... on SaveLocationPayload {\n      location {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b6847a94aaf962c0a7e38739708aebb";

export default node;
