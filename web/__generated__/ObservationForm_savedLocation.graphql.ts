/**
 * @generated SignedSource<<ac35e88a7903a04f9c2939b3f68f9860>>
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
  readonly name: string;
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
      "name": "name",
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

(node as any).hash = "d5d7515c0a553ea9c7ea9e94590d5dad";

export default node;
