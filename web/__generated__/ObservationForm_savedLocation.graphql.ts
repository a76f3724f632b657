/**
 * @generated SignedSource<<c2f2c6d7e594946e8ee0315faced9f66>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ObservationForm_savedLocation$data = {
  readonly accuracy: number | null | undefined;
  readonly alt: number | null | undefined;
  readonly closestSettlement: string | null | undefined;
  readonly country: string;
  readonly id: string;
  readonly lat: number;
  readonly location: string | null | undefined;
  readonly locationSource: string | null | undefined;
  readonly lon: number;
  readonly region: string | null | undefined;
  readonly verbatimLat: string | null | undefined;
  readonly verbatimLon: string | null | undefined;
  readonly " $fragmentType": "ObservationForm_savedLocation";
};
export type ObservationForm_savedLocation$key = {
  readonly " $data"?: ObservationForm_savedLocation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ObservationForm_savedLocation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ObservationForm_savedLocation",
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
      "name": "country",
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
      "name": "closestSettlement",
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
      "name": "locationSource",
      "storageKey": null
    }
  ],
  "type": "SavedLocation",
  "abstractKey": null
};

(node as any).hash = "87861d39a384ba43a3bfcc536f11896a";

export default node;
