/**
 * @generated SignedSource<<c7011cfb6ca28764393605cddf2497c7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ObservationForm_viewer$data = {
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
  readonly savedLocations: ReadonlyArray<{
    readonly accuracy: number | null | undefined;
    readonly alt: number | null | undefined;
    readonly closestSettlement: string | null | undefined;
    readonly country: string;
    readonly id: string;
    readonly lat: number;
    readonly location: string | null | undefined;
    readonly locationSource: string | null | undefined;
    readonly lon: number;
    readonly name: string;
    readonly region: string | null | undefined;
    readonly verbatimLat: string | null | undefined;
    readonly verbatimLon: string | null | undefined;
  }>;
  readonly settings: unknown;
  readonly " $fragmentType": "ObservationForm_viewer";
};
export type ObservationForm_viewer$key = {
  readonly " $data"?: ObservationForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ObservationForm_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closestSettlement",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "location",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verbatimLat",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verbatimLon",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lat",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lon",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accuracy",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ObservationForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "settings",
      "storageKey": null
    },
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
        (v0/*: any*/),
        (v1/*: any*/),
        (v2/*: any*/),
        (v3/*: any*/),
        (v4/*: any*/),
        (v5/*: any*/),
        (v6/*: any*/),
        (v7/*: any*/),
        (v8/*: any*/),
        (v9/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locationSource",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UsedLocation",
      "kind": "LinkedField",
      "name": "locationHistory",
      "plural": true,
      "selections": [
        (v0/*: any*/),
        (v1/*: any*/),
        (v2/*: any*/),
        (v3/*: any*/),
        (v4/*: any*/),
        (v5/*: any*/),
        (v6/*: any*/),
        (v7/*: any*/),
        (v8/*: any*/),
        (v9/*: any*/),
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
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "44c494777500b3239831cedecd1fdd6f";

export default node;
