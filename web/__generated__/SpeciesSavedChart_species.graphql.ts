/**
 * @generated SignedSource<<8d483d838ce041bfc42f343210bed6b7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpeciesSavedChart_species$data = {
  readonly scientificName: string;
  readonly timegraphImageUrl: string | null | undefined;
  readonly " $fragmentType": "SpeciesSavedChart_species";
};
export type SpeciesSavedChart_species$key = {
  readonly " $data"?: SpeciesSavedChart_species$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeciesSavedChart_species">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpeciesSavedChart_species",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scientificName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timegraphImageUrl",
      "storageKey": null
    }
  ],
  "type": "Species",
  "abstractKey": null
};

(node as any).hash = "abd9e0d2a154a399d84f4abd119d674a";

export default node;
