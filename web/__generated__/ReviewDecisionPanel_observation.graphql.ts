/**
 * @generated SignedSource<<b19a9bf8e5525680d912445c55c172db>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewDecisionPanel_observation$data = {
  readonly id: string;
  readonly status: number;
  readonly " $fragmentType": "ReviewDecisionPanel_observation";
};
export type ReviewDecisionPanel_observation$key = {
  readonly " $data"?: ReviewDecisionPanel_observation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewDecisionPanel_observation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewDecisionPanel_observation",
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
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "Observation",
  "abstractKey": null
};

(node as any).hash = "17b7a480dff2eb511429d6711f46c07f";

export default node;
